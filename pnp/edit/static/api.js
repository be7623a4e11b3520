// Talking to the pnp edit server. URLs are relative, so they carry the session's token (the page is served
// under /TOKEN/edit/). Every answer is JSON; a refusal (4xx) carries {"error": "one line"}.

export class ApiError extends Error {
  constructor(status, data) {
    super((data && data.error) || `the server answered ${status}`);
    this.status = status;
    this.data = data || {};
  }
}

export async function answer(response) {
  let data = null;
  try {
    data = await response.json();
  } catch {
    data = null;
  }
  if (!response.ok) throw new ApiError(response.status, data);
  return data;
}

// Routes whose answer depends only on the request: a request lost on the way (the browser's fetch fails, as
// when a kept-alive connection closes just as it is reused on a busy machine) is sent again rather than leaving
// the page waiting for an answer that never comes. Saving and exporting write files and are never resent.
const RESENT = new Set(["session", "cards", "check", "par", "deck", "score", "generate", "blank"]);
const RESEND_AFTER_MS = [250, 1000, 3000];

async function send(name, init) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await fetch(`api/${name}`, init);
    } catch (err) {
      // fetch rejects (a TypeError) only when no answer came back; an answer with an error status resolves
      if (!RESENT.has(name) || attempt >= RESEND_AFTER_MS.length) throw err;
      await new Promise((resolve) => setTimeout(resolve, RESEND_AFTER_MS[attempt]));
    }
  }
}

export async function get(name) {
  return answer(await send(name, { cache: "no-store" }));
}

export async function post(name, body) {
  return answer(await send(name, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    cache: "no-store",
  }));
}
