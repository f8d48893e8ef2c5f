const connectionProblems = [
  'Connection is closed',
  "Stream isn't writeable",
  'enableOfflineQueue',
  'Command timed out',
  'ECONNREFUSED',
  'ECONNRESET',
  'MaxRetriesPerRequest',
];

/** The store could not be reached (Redis down, timed out): the press changed nothing. */
export function isStoreUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const text = `${error.name} ${error.message}`;
  return connectionProblems.some((problem) => text.includes(problem));
}
