// Talking to the pnp edit server. URLs are relative, so they carry the session's token (the page is served
// under /TOKEN/). Every answer is JSON; a refusal (4xx) carries {"error": "one line"}.

export class ApiError extends Error {
  constructor(status, data) {
    super((data && data.error) || `the server answered ${status}`);
    this.status = status;
    this.data = data || {};
  }
}

async function answer(response) {
  let data = null;
  try {
    data = await response.json();
  } catch {
    data = null;
  }
  if (!response.ok) throw new ApiError(response.status, data);
  return data;
}

export async function get(name) {
  return answer(await fetch(`api/${name}`, { cache: "no-store" }));
}

export async function post(name, body) {
  const response = await fetch(`api/${name}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    cache: "no-store",
  });
  return answer(response);
}
