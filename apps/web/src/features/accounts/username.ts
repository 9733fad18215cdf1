/** A username to start from: the first and last word of the name, e.g. "Maria Dela Cruz" → "maria.cruz". */
export function suggestUsername(fullName: string): string {
  const words = fullName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s]/g, '')
    .split(/\s+/)
    .filter(Boolean);
  const first = words[0];
  if (!first) return '';
  const last = words.length > 1 ? words[words.length - 1] : '';
  return (last ? `${first}.${last}` : first).slice(0, 64);
}

/** The company e-mail of a username: "maria.cruz@company.ph" ('' while there is no username). */
export function companyEmail(username: string, domain: string | undefined): string {
  const name = username.trim();
  return name && domain ? `${name}@${domain}` : '';
}
