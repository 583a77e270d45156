/** What a character count says: how many characters are left, or how many are too many. */
export function characterCountMessage(length: number, limit: number): string {
  const left = limit - length;
  const plural = (count: number) => (count === 1 ? 'character' : 'characters');
  if (left >= 0) return `${left} ${plural(left)} left`;
  return `${-left} ${plural(-left)} too many`;
}
