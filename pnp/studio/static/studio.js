// pnp studio: what the doors share. Every URL is relative (the page is served under /TOKEN/, so each request
// carries the session's token); every answer is JSON, a refusal {"error": "one line"} with its problems.

export const $ = (id) => document.getElementById(id);

export class ApiError extends Error {
  constructor(status, data) {
    super((data && data.error) || `the studio answered ${status}`);
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

export async function get(path) {
  return answer(await fetch(path, { cache: "no-store" }));
}

export async function post(path, body) {
  return answer(await fetch(path, {
    method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body), cache: "no-store",
  }));
}

// This page's id: a new job for the same door from the same tab replaces the one before it.
export function owner() {
  let id = sessionStorage.getItem("pnp-studio-owner");
  if (!id) {
    const bytes = new Uint8Array(12);
    crypto.getRandomValues(bytes);
    id = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
    sessionStorage.setItem("pnp-studio-owner", id);
  }
  return id;
}

export function option(select, value, label, selected = false) {
  const o = document.createElement("option");
  o.value = value;
  o.textContent = label;
  o.selected = selected;
  select.append(o);
}

export function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (key === "class") node.className = value;
    else if (key === "text") node.textContent = value;
    else if (key.startsWith("aria-") || key.startsWith("data-") || key === "role" || key === "for") {
      node.setAttribute(key, value);
    } else node[key] = value;
  }
  node.append(...children);
  return node;
}

// A random game number a person can read out and type again.
export function surprise() {
  const bytes = new Uint32Array(1);
  crypto.getRandomValues(bytes);
  return 1 + (bytes[0] % 999999);
}

// The problems the studio found, each beside its field (in the command line's own words); the rest at the top.
export function showProblems(form, problems) {
  for (const node of form.querySelectorAll(".problem")) {
    node.hidden = true;
    node.textContent = "";
  }
  for (const node of form.querySelectorAll("[aria-invalid]")) node.removeAttribute("aria-invalid");
  for (const p of problems) {
    const place = $(`${p.field}-problem`) || $("form-problem");
    place.textContent = place.hidden ? p.message : `${place.textContent} ${p.message}`;
    place.hidden = false;
    const input = $(p.field);
    if (input) input.setAttribute("aria-invalid", "true");
  }
}

// Ask for the form's problems after each change, the last answer winning (a slow answer to an older form is
// dropped). ``onChecked(problems)`` hears each.
export function checker(path, read, onChecked) {
  let asked = 0;
  let timer = null;
  return function changed() {
    clearTimeout(timer);
    timer = setTimeout(async () => {
      const ticket = ++asked;
      try {
        const found = await post(path, { form: read() });
        if (ticket === asked) onChecked(found.problems);
      } catch (err) {
        if (ticket === asked) onChecked([{ field: "form", message: err.message }]);
      }
    }, 200);
  };
}

// Follow a job until it ends: ``onNews(view)`` hears every change. Ends quietly when ``stillWanted()`` is false.
export async function follow(jobId, onNews, stillWanted) {
  let version = -1;
  let failures = 0;
  while (stillWanted()) {
    let view;
    try {
      view = await get(`api/jobs/${jobId}?since=${version}`);
      failures = 0;
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) {
        onNews({ id: jobId, state: "gone", steps: {}, games: [], downloads: [], error: null });
        return;
      }
      failures += 1; // the studio is busy or restarting: ask again, less often
      if (failures > 20) {
        onNews({ id: jobId, state: "lost", steps: {}, games: [], downloads: [], error: err.message });
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 500 * failures));
      continue;
    }
    if (!stillWanted()) return;
    if (view.version !== version) {
      version = view.version;
      onNews(view);
    }
    if (["done", "failed", "cancelled"].includes(view.state)) return;
  }
}

const STEP_NAMES = { kits: "Games finished", puzzles: "Puzzles made" };

// Progress bars, one per step the job tells; ``names``: a game's name by its id (a step of each game, and the
// game last finished).
export function showSteps(box, steps, names = {}) {
  box.replaceChildren();
  for (const [label, [done, total, what]] of Object.entries(steps)) {
    const id = `step-${label}`;
    const name = STEP_NAMES[label] || names[label] || label;
    const bar = el("progress", { id, max: Math.max(total, 1), value: Math.min(done, total) });
    box.append(el("div", { class: "step" },
      el("label", { for: id, text: `${name}: ${done} of ${total}` }), bar,
      el("span", { class: "step-what", text: (label === "kits" && names[what] ? `the last: ${names[what]}` : what) || "" })));
  }
}

export function showDownloads(box, downloads, jobId, describe) {
  box.replaceChildren();
  box.hidden = !downloads.length;
  for (const d of downloads) {
    const link = el("a", { href: `jobs/${jobId}/files/${d.path}`, class: d.what === "zip" ? "button primary" : "button",
      text: describe(d) });
    link.setAttribute("download", d.name);
    box.append(link);
  }
}

// The job this tab was following at a door, kept across a reload.
export const remembered = {
  get: (door) => sessionStorage.getItem(`pnp-studio-job-${door}`),
  set: (door, id) => (id ? sessionStorage.setItem(`pnp-studio-job-${door}`, id)
    : sessionStorage.removeItem(`pnp-studio-job-${door}`)),
};
