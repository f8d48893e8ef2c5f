/** The store could not be reached (Redis down, timed out): the press changed nothing. */
export class StoreUnavailableError extends Error {
  override name = 'StoreUnavailableError';
}

const connectionProblems = [
  'Connection is closed',
  "Stream isn't writeable",
  'enableOfflineQueue',
  'Command timed out',
  'ECONNREFUSED',
  'ECONNRESET',
  'MaxRetriesPerRequest',
];

export function isStoreUnavailable(error: unknown): boolean {
  if (error instanceof StoreUnavailableError) return true;
  if (!(error instanceof Error)) return false;
  const text = `${error.name} ${error.message}`;
  return connectionProblems.some((problem) => text.includes(problem));
}
