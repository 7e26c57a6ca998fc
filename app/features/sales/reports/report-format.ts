// How 'Reports' writes its figures: rates, durations, signed percentages and days.
/** '12.5%'; '–' for no leads. */
export function percent(converted: number, leads: number): string {
  if (leads === 0) return '–';
  const value = (converted / leads) * 100;
  return `${value >= 10 || value === 0 ? value.toFixed(0) : value.toFixed(1)}%`;
}

/** '45 min', '3 h 20 min', '2 days 4 h'. */
export function duration(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return `${days} ${days === 1 ? 'day' : 'days'}${hours % 24 ? ` ${hours % 24} h` : ''}`;
}

/** '+4.2%', '-3%', '0%'. */
export function signedPercent(value: number): string {
  return `${value > 0 ? '+' : value < 0 ? '−' : ''}${Math.abs(value).toLocaleString('en-IN')}%`;
}

/** '0.5 days', '1 day', '12 days'. */
export function days(value: number): string {
  return value === 1 ? '1 day' : `${value} days`;
}
