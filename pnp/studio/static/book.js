// pnp studio, "Make a book": the form, the book made as a job, its cover and a spread, the downloads.

import {
  $, ApiError, checker, el, follow, get, option, owner, post, remembered, showDownloads, showProblems, showSteps,
  surprise,
} from "./studio.js";

const S = { offer: null, job: null, view: null, problems: [] };
const TEXTS = ["title", "subtitle", "author", "copyright", "isbn", "puzzles"];
const CHOICES = ["interior", "trim", "service", "paper", "paper-type", "ink", "theme", "lang"];

function read() {
  const form = { levels: $("levels").value.trim(), seed: $("seed").value.trim() };
  for (const name of TEXTS) form[name] = $(name).value;
  for (const name of CHOICES) form[name] = $(name).value || null;
  for (const name of ["bleed", "credit-line", "cover"]) form[name] = $(name).checked;
  if (form.interior !== "saddle-stitch") form.paper = null;
  return form;
}

function build(offer) {
  for (const l of offer.languages) option($("lang"), l.code, l.label, l.code === (navigator.language || "en").slice(0, 2));
  for (const t of offer.trims) option($("trim"), t.name, t.label, t.name === "6x9");
  for (const p of offer.papers) option($("paper"), p.name, p.label);
  for (const p of offer.paper_types) option($("paper-type"), p, p[0].toUpperCase() + p.slice(1));
  option($("theme"), "", "As designed");
  for (const t of offer.themes) if (t.name !== "default") option($("theme"), t.name, t.label);
  $("puzzles").placeholder = offer.default_puzzles;
  $("puzzles-hint").textContent = `Kinds and how many of each, as “labyrinth=16,maze=44”. Empty: ${offer.default_puzzles}.`;
  services();
}

// the services that print the chosen trim (a booklet at home is the "home" service's)
function services() {
  const trim = S.offer.trims.find((t) => t.name === $("trim").value);
  const single = $("interior").value === "single";
  const before = $("service").value;
  $("service").replaceChildren();
  option($("service"), "", single ? "The usual one (KDP)" : "Printed at home");
  for (const s of S.offer.services) {
    if (trim && trim.services.includes(s.name)) option($("service"), s.name, s.label, s.name === before);
  }
  $("paper-row").hidden = single;
}

function setProblems(problems) {
  S.problems = problems;
  showProblems($("form"), problems);
  $("make").disabled = problems.length > 0;
}

function describe(download) {
  const words = { "interior.pdf": "The inside pages (PDF)", "cover.pdf": "The cover (PDF)", list: "The puzzle list (JSON)" };
  return words[download.what] || download.name;
}

function showJob(view) {
  S.view = view;
  document.body.dataset.job = view.state; // for scripts and tests: queued, running, done, failed, cancelled
  const running = view.state === "queued" || view.state === "running";
  $("stop").hidden = !running;
  const status = $("status");
  if (view.state === "queued") status.textContent = `Waiting for the computer: ${view.position} ahead in line.`;
  else if (view.state === "running") status.textContent = "Making your book… every puzzle is checked as it is made.";
  else if (view.state === "done") status.textContent = `Your book is ready: ${view.book.pages} pages (made in ${view.seconds} s).`;
  else if (view.state === "failed") status.textContent = `The book could not be made: ${view.error}`;
  else if (view.state === "cancelled") status.textContent = "Stopped. Change what you like and make it again.";
  else status.textContent = "This book is no longer here (the studio was restarted). Make it again.";
  showSteps($("steps"), view.steps);
  const box = $("previews");
  box.replaceChildren();
  if (view.book) {
    for (const name of view.book.pictures) {
      const what = name === "cover.png" ? "The cover: back, spine and front"
        : view.book.spread ? `Pages ${view.book.spread[0]} and ${view.book.spread[1]}, as the book opens`
          : "A sheet of the booklet, as printed";
      box.append(el("figure", {}, el("img", { src: `jobs/${view.id}/book/${name}`, alt: what }),
        el("figcaption", { text: what })));
    }
  }
  showDownloads($("downloads"), view.downloads, view.id, describe);
  if (!running) remembered.set("book", view.state === "done" ? view.id : null);
}

function watch(jobId) {
  S.job = jobId;
  remembered.set("book", jobId);
  follow(jobId, showJob, () => S.job === jobId);
}

async function make(event) {
  event.preventDefault();
  if (S.problems.length) return;
  $("make").disabled = true;
  $("status").textContent = "Starting…";
  try {
    watch((await post("api/book/start", { form: read(), owner: owner() })).job);
  } catch (err) {
    setProblems(err instanceof ApiError && err.data.problems ? err.data.problems : [{ field: "form", message: err.message }]);
    $("status").textContent = "Please look at the choices marked in the form.";
  } finally {
    $("make").disabled = S.problems.length > 0;
  }
}

async function start() {
  S.offer = await get("api/studio");
  build(S.offer);
  const check = checker("api/book/check", read, setProblems);
  const changed = (event) => {
    if (event && ["trim", "interior"].includes(event.target.id)) services();
    check();
    if (S.view && ["done", "failed", "cancelled"].includes(S.view.state)) {
      $("status").textContent = "You changed your choices: press “Make my book” to make it again.";
    }
  };
  $("form").addEventListener("input", changed);
  $("form").addEventListener("change", changed);
  $("form").addEventListener("submit", make);
  $("stop").addEventListener("click", () => S.job && post(`api/jobs/${S.job}/cancel`, {}));
  $("surprise").addEventListener("click", () => { $("seed").value = surprise(); check(); });
  check();
  const earlier = remembered.get("book");
  if (earlier) watch(earlier);
}

start().catch((err) => { $("status").textContent = `The studio did not answer: ${err.message}`; });
