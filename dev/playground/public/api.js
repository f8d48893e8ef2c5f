/** The playground server's JSON API; a failed call throws an Error with the server's message. */
export async function getJson(path) {
  return answerOf(await fetch(path));
}

export async function postJson(path, body) {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return answerOf(response);
}

async function answerOf(response) {
  const body = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(body.error ?? `The playground answered ${response.status}.`);
  return body;
}
