const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

/** 1536 -> '1.5 KB'; binary units, one decimal above bytes. */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return unit === 0 ? `${value} ${UNITS[0]}` : `${value.toFixed(1).replace(/\.0$/, '')} ${UNITS[unit]}`;
}
