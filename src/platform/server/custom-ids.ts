/** The custom_id prefix of the platform's own buttons (no game has this id). */
export const SERVER_PREFIX = 'rendezvous';
