/** "Chrome on Windows" from a user agent: enough for a person to tell their sessions apart. */
export function sessionDevice(userAgent: string | null): string {
  if (!userAgent) return 'Unknown browser';
  const browser =
    [
      [/Edg\//, 'Edge'],
      [/OPR\/|Opera/, 'Opera'],
      [/Firefox\//, 'Firefox'],
      [/Chrom(e|ium)\//, 'Chrome'],
      [/Safari\//, 'Safari'],
    ].find(([re]) => (re as RegExp).test(userAgent))?.[1] ?? 'Browser';
  const os = [
    [/Android/, 'Android'],
    [/iPhone|iPad/, 'iOS'],
    [/Windows/, 'Windows'],
    [/Mac OS X|Macintosh/, 'macOS'],
    [/CrOS/, 'ChromeOS'],
    [/Linux/, 'Linux'],
  ].find(([re]) => (re as RegExp).test(userAgent))?.[1];
  return os ? `${browser} on ${os}` : String(browser);
}
