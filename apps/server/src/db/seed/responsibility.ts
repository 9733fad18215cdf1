import { sql } from 'drizzle-orm';
import type { FileStorage } from '../../plugins/files/storage';
import { storeBytes } from '../../plugins/files/store-bytes';
import type { Tx } from '../client';
import { addDays } from './random';
import { signaturePng } from './sample-files';

const KITS = [
  [
    { name: 'Laptop', description: 'Dell Latitude 5440 with charger', quantity: 1, received: true },
    { name: 'Headset', description: 'Jabra Evolve2 30, USB', quantity: 1, received: true },
    { name: 'Company ID', description: 'With lanyard and access card', quantity: 1, received: true },
  ],
  [
    {
      name: 'Desktop set',
      description: 'Monitor, keyboard and mouse at the assigned station',
      quantity: 1,
      received: true,
    },
    { name: 'Headset', description: 'Logitech H390, USB', quantity: 1, received: false },
    { name: 'Company ID', description: 'With lanyard and access card', quantity: 1, received: true },
  ],
  [
    { name: 'Laptop', description: 'Lenovo ThinkPad E14 with charger', quantity: 1, received: true },
    { name: 'Pocket Wi-Fi', description: 'For work from home, with SIM', quantity: 1, received: true },
    { name: 'Headset', description: 'Jabra Evolve2 30, USB', quantity: 2, received: true },
    { name: 'Company ID', description: 'With lanyard and access card', quantity: 1, received: true },
  ],
];

/**
 * The demo's responsibility forms (about two employees in three, with laptops, headsets and IDs; the
 * older half signed through the self-service system) and work-from-home undertakings with signature
 * images (one employee in ten of the accounts).
 */
export async function seedResponsibility(
  tx: Tx,
  opts: { today: string; storage: FileStorage; createdBy: number },
): Promise<void> {
  const { rows: people } = await tx.execute<{ id: number; employment_date: string }>(sql`
    SELECT id, employment_date::text AS employment_date FROM employees
    WHERE status IN ('trainee', 'probationary', 'regular', 'promoted') ORDER BY id`);
  let n = 0;
  for (const p of people) {
    n++;
    if (n % 3 === 0) continue;
    const signed =
      n % 2 === 0
        ? (
            await storeBytes(tx, opts.storage, {
              bytes: signaturePng(5000 + n),
              ext: 'png',
              original: 'signature.png',
            })
          ).id
        : null;
    const created = `${p.employment_date} 10:00+08`;
    const { rows } = await tx.execute<{ id: number }>(sql`
      INSERT INTO responsibility_forms (employee_id, signature_file_id, created_by, created_at, updated_at)
      VALUES (${p.id}, ${signed}, ${opts.createdBy}, ${created}::timestamptz, ${created}::timestamptz) RETURNING id`);
    const items = KITS[n % KITS.length]!.map((item, position) => ({ ...item, position }));
    await tx.execute(sql`
      INSERT INTO responsibility_items (form_id, position, name, description, quantity, received)
      SELECT ${rows[0]!.id}, r.position, r.name, r.description, r.quantity, r.received
      FROM json_to_recordset(${JSON.stringify(items)}::json)
        AS r(position int, name text, description text, quantity int, received boolean)`);
    if (n % 10 === 1) {
      const signature = await storeBytes(tx, opts.storage, {
        bytes: signaturePng(7000 + n),
        ext: 'png',
        original: 'wfh-signature.png',
      });
      const signedOn = addDays(opts.today, -(n % 60) - 5);
      await tx.execute(sql`
        INSERT INTO wfh_undertakings (employee_id, until_date, date_sign, signature_file_id, created_by)
        VALUES (${p.id}, ${addDays(signedOn, 90)}::date, ${signedOn}::date, ${signature.id}, ${opts.createdBy})`);
    }
  }
}
