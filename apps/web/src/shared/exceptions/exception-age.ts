/** A duration in seconds as the desk writes ages: '2 d 4 h', '5 h 10 min', '12 min', 'menos de 1 min'. */
export function formatAge(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const days = Math.floor(hours / 24);
  if (days > 0) return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
  if (hours > 0) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  return minutes > 0 ? `${minutes} min` : 'menos de 1 min';
}
