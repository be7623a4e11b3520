// pnp studio: what the doors share. Every URL is relative (the page is served under /TOKEN/, so each request
// carries the session's token); every answer is JSON, a refusal {"error": "one line"} with its problems.

import { ApiError, answer } from "./edit/api.js";

export { ApiError };

export const $ = (id) => document.getElementById(id);

// --- the page's own words, in the language of the person using it (pnp/studio/words.py) ------------------------

let WORDS = {};

// ``text`` (the English of pnp/studio/words.py) in the page's language, its {names} filled from ``values``.
export function say(text, values = {}) {
  const said = WORDS[text] || text;
  return said.replace(/\{(\w+)\}/g, (whole, name) => (name in values ? String(values[name]) : whole));
}

const plain = (text) => text.trim().replace(/\s+/g, " ");

// The language the page asks for: the one chosen here before, else the browser's (the studio answers in English
// when it does not speak it, and says which language it answers in).
export function wantedLanguage() {
  return localStorage.getItem("pnp-studio-lang") || (navigator.language || "en").slice(0, 2).toLowerCase();
}

// What the forms offer, in the page's language (its ``lang`` says which).
export async function offerIn() {
  return get(`api/studio?lang=${encodeURIComponent(wantedLanguage())}`);
}

// Put the page's marked texts (data-say) and attributes (data-say-attrs) into ``code``.
export async function speak(code) {
  WORDS = code === "en" ? {} : (await get(`api/words?lang=${code}`)).words;
  document.documentElement.lang = code;
  if (document.body.dataset.title) document.title = `${say(document.body.dataset.title)} · pnp studio`;
  for (const node of document.querySelectorAll("[data-say]")) {
    if (node.dataset.english === undefined) node.dataset.english = plain(node.textContent);
    node.textContent = say(node.dataset.english);
  }
  for (const node of document.querySelectorAll("[data-say-attrs]")) {
    for (const name of node.dataset.sayAttrs.split(" ")) {
      const kept = `english${name.replace(/(^|-)(\w)/g, (m, dash, c) => c.toUpperCase())}`;
      if (node.dataset[kept] === undefined) node.dataset[kept] = node.getAttribute(name);
      node.setAttribute(name, say(node.dataset[kept]));
    }
  }
}

// The header's choice of the page's language: a new one is kept for next time and the page is drawn again in it
// (the form's choices are kept across the reload: restoreForm).
export function languageChoice(languages, code) {
  const select = $("page-lang");
  if (!select) return;
  for (const l of languages) option(select, l.code, l.label, l.code === code);
  select.addEventListener("change", () => {
    localStorage.setItem("pnp-studio-lang", select.value);
    window.location.reload();
  });
}

// A door's form, kept in the tab as it is filled, so a reload (or a new page language) loses nothing: the
// choices the person made, and only those (what they left alone follows the page, as the printed language does).
export function keepForm(door, form) {
  const key = `pnp-studio-form-${door}`;
  const save = (event) => {
    const input = event.target;
    if (!input.id || !input.matches("input, select")) return;
    let values = {};
    try {
      values = JSON.parse(sessionStorage.getItem(key)) || {};
    } catch {
      values = {};
    }
    values[input.id] = input.type === "checkbox" ? input.checked : input.value;
    sessionStorage.setItem(key, JSON.stringify(values));
  };
  form.addEventListener("input", save);
  form.addEventListener("change", save);
}

export function restoreForm(door, form) {
  let values = null;
  try {
    values = JSON.parse(sessionStorage.getItem(`pnp-studio-form-${door}`));
  } catch {
    values = null;
  }
  if (!values) return false;
  for (const input of form.querySelectorAll("input[id], select[id]")) {
    if (!(input.id in values)) continue;
    if (input.type === "checkbox") input.checked = Boolean(values[input.id]);
    else if (input.tagName !== "SELECT" || [...input.options].some((o) => o.value === values[input.id])) {
      input.value = values[input.id];
    }
  }
  return true;
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

const STEP_NAMES = { kits: "Games finished", puzzles: "Puzzles made" }; // say()s: pnp/studio/words.py

// Progress bars, one per step the job tells; ``names``: a game's name by its id (a step of each game, and the
// game last finished).
export function showSteps(box, steps, names = {}) {
  box.replaceChildren();
  for (const [label, [done, total, what]] of Object.entries(steps)) {
    const id = `step-${label}`;
    const name = STEP_NAMES[label] ? say(STEP_NAMES[label]) : names[label] || label;
    const bar = el("progress", { id, max: Math.max(total, 1), value: Math.min(done, total) });
    // what a step is doing is the kit's own progress line, in the command line's words (English)
    // (shown only on an English page: another language's page would mix in English words)
    const english = document.documentElement.lang === "en";
    const doing = label === "kits" && names[what] ? say("the last: {game}", { game: names[what] })
      : english ? what || "" : "";
    box.append(el("div", { class: "step" },
      el("label", { for: id, text: say("{name}: {done} of {total}", { name, done, total }) }), bar,
      el("span", { class: "step-what", text: doing })));
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

// --- a door: its form checked as it changes, its job started, followed and resumed ---------------------------------

// Open a door's page. ``door``: "kit" or "book"; ``read()``: the form's values; ``build(offer, code)``: the form's
// choices; ``restore()``: the form as the person left it; ``changed(event)``: the page's own reaction to a change;
// ``show(view)``: the job drawn; ``words``: the door's "you changed your choices" line; ``state``: the page's own
// state, given the door's (``offer``, ``job``, ``view``, ``problems``) before the form is built.
export async function openDoor({ door, read, build, restore, changed, show, words, state = {} }) {
  const S = Object.assign(state, { offer: await offerIn(), job: null, view: null, problems: [] });
  const code = S.offer.lang;
  await speak(code);
  languageChoice(S.offer.languages, code);
  build(S.offer, code);
  restore();
  keepForm(door, $("form"));
  const setProblems = (problems) => {
    S.problems = problems;
    showProblems($("form"), problems);
    $("make").disabled = problems.length > 0;
  };
  const check = checker(`api/${door}/check`, read, setProblems);
  const drawn = (view) => {
    S.view = view;
    document.body.dataset.job = view.state; // for scripts and tests: queued, running, done, failed, cancelled
    $("stop").hidden = !(view.state === "queued" || view.state === "running");
    show(view);
    if ($("stop").hidden) remembered.set(door, view.state === "done" ? view.id : null);
  };
  const watch = (jobId) => {
    S.job = jobId;
    remembered.set(door, jobId);
    follow(jobId, drawn, () => S.job === jobId);
  };
  const onChange = (event) => {
    changed(event);
    check();
    if (S.view && ["done", "failed", "cancelled"].includes(S.view.state)) $("status").textContent = say(words);
  };
  $("form").addEventListener("input", onChange);
  $("form").addEventListener("change", onChange);
  $("form").addEventListener("submit", async (event) => {
    event.preventDefault();
    if (S.problems.length) return;
    $("make").disabled = true;
    $("status").textContent = say("Starting…");
    try {
      watch((await post(`api/${door}/start`, { form: read(), owner: owner() })).job);
    } catch (err) {
      setProblems(err instanceof ApiError && err.data.problems ? err.data.problems
        : [{ field: "form", message: err.message }]);
      $("status").textContent = say("Please look at the choices marked in the form.");
    } finally {
      $("make").disabled = S.problems.length > 0;
    }
  });
  $("stop").addEventListener("click", () => S.job && post(`api/jobs/${S.job}/cancel`, {}));
  $("surprise").addEventListener("click", () => {
    $("seed").value = surprise();
    $("seed").dispatchEvent(new Event("input", { bubbles: true }));
  });
  changed(null);
  check();
  const earlier = remembered.get(door);
  if (earlier) watch(earlier); // a reload picks up the job being made (or made) in this tab
  return S;
}
