import type { ListArgs } from '@hris/domain/paging';
import { DEVICE_MESSAGES, type DeviceBody, type DeviceRow, type deviceListQuery } from '@hris/domain/punches';
import { sql } from 'drizzle-orm';
import { pgArray } from '../../db/arrays';
import type { Db } from '../../db/client';
import { likePattern, pageOf } from '../../db/paging';
import { write } from '../../db/write';
import { notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/audit';

const unique = { attendance_devices_serial_key: ['serial_number', DEVICE_MESSAGES.serialTaken] as const };

/** A list of ranges (canonical: `parseAddressRange` of the domain) as a PostgreSQL cidr[]. */
const cidrs = (ranges: readonly string[]) => pgArray('cidr', ranges);

/** What the audit log keeps of a device. */
const AUDITED = sql`serial_number, name, location, allowed_addresses::text[] AS allowed_addresses`;

/**
 * Time > Devices: the terminals allowed to push punches, the addresses each may call from, where and
 * when each was last heard, what was refused (calls from elsewhere, punches dated where none can be),
 * and how many punches each has sent.
 */
export function listDevices(db: Db, q: ListArgs<typeof deviceListQuery>) {
  const search = q.q ? likePattern(q.q) : undefined;
  return pageOf<DeviceRow>(db, {
    select: sql`d.id, d.serial_number, d.name, d.location, d.allowed_addresses::text[] AS allowed_addresses,
      d.last_seen_at, host(d.last_address) AS last_address,
      d.refused_calls, d.last_refused_at, host(d.last_refused_address) AS last_refused_address,
      d.stamps_refused, d.last_stamp_refused, d.last_stamp_refused_at,
      (SELECT count(*)::int FROM attendance_punches p WHERE p.device_id = d.id) AS punches`,
    from: sql`attendance_devices d`,
    where: [search ? sql`(d.name ILIKE ${search} OR d.serial_number ILIKE ${search})` : undefined],
    sort: { name: sql`d.name`, serial_number: sql`d.serial_number`, last_seen_at: sql`d.last_seen_at` }[
      q.sort
    ],
    tieBreak: sql`d.id`,
    order: q.order,
    page: q.page,
    perPage: q.per_page,
  });
}

export function addDevice(db: Db, actor: Actor, body: DeviceBody) {
  return write(
    db,
    actor,
    async ({ tx, audit }) => {
      const { rows } = await tx.execute<{ id: number }>(sql`
        INSERT INTO attendance_devices (serial_number, name, location, allowed_addresses, created_by)
        VALUES (${body.serial_number}, ${body.name}, ${body.location}, ${cidrs(body.allowed_addresses)},
          ${actor.userId}) RETURNING id`);
      const id = rows[0]!.id;
      await audit({ action: 'create', entity: 'attendance_devices', entityId: id, after: body });
      return { id };
    },
    unique,
  );
}

export function updateDevice(db: Db, actor: Actor, id: number, body: DeviceBody) {
  return write(
    db,
    actor,
    async ({ tx, audit }) => {
      const { rows } = await tx.execute<DeviceBody>(
        sql`SELECT ${AUDITED} FROM attendance_devices WHERE id = ${id} FOR UPDATE`,
      );
      if (!rows[0]) throw notFound('The device');
      await tx.execute(sql`UPDATE attendance_devices SET serial_number = ${body.serial_number}, name = ${body.name},
        location = ${body.location}, allowed_addresses = ${cidrs(body.allowed_addresses)}, updated_at = now()
        WHERE id = ${id}`);
      await audit({
        action: 'update',
        entity: 'attendance_devices',
        entityId: id,
        before: rows[0],
        after: body,
      });
      return { id };
    },
    unique,
  );
}

/** Removing a device stops its pushes; the punches it sent stay (without their device). */
export function deleteDevice(db: Db, actor: Actor, id: number) {
  return write(db, actor, async ({ tx, audit }) => {
    const { rows } = await tx.execute<DeviceBody>(
      sql`DELETE FROM attendance_devices WHERE id = ${id} RETURNING ${AUDITED}`,
    );
    if (!rows[0]) throw notFound('The device');
    await audit({ action: 'delete', entity: 'attendance_devices', entityId: id, before: rows[0] });
  });
}
