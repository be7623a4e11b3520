// pnp studio, "Make a book": the form, the book made as a job, its cover and a spread, the downloads.

import { $, el, openDoor, option, restoreForm, say, showDownloads, showSteps } from "./studio.js";

const S = {}; // the door's state: openDoor fills in the offer, the job and its view
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

function build(offer, code) {
  for (const l of offer.languages) option($("lang"), l.code, l.label, l.code === code);
  for (const t of offer.trims) option($("trim"), t.name, t.label, t.name === "6x9");
  for (const p of offer.papers) option($("paper"), p.name, p.label);
  for (const p of offer.paper_types) option($("paper-type"), p.name, p.label);
  option($("theme"), "", say("As designed"));
  for (const t of offer.themes) if (t.name !== "default") option($("theme"), t.name, t.label);
  $("puzzles").placeholder = offer.default_puzzles;
  $("puzzles-hint").textContent = say("Kinds and how many of each, as “labyrinth=16,maze=44”. Empty: {mix}.",
    { mix: offer.default_puzzles });
  services();
}

// the services that print the chosen trim (a booklet at home is the "home" service's)
function services() {
  const trim = S.offer.trims.find((t) => t.name === $("trim").value);
  const single = $("interior").value === "single";
  const before = $("service").value;
  $("service").replaceChildren();
  option($("service"), "", say(single ? "The usual one (KDP)" : "Printed at home"));
  for (const s of S.offer.services) {
    if (trim && trim.services.includes(s.name)) option($("service"), s.name, s.label, s.name === before);
  }
  $("paper-row").hidden = single;
}

function describe(download) {
  const words = { "interior.pdf": "The inside pages (PDF)", "cover.pdf": "The cover (PDF)", list: "The puzzle list (JSON)" };
  return words[download.what] ? say(words[download.what]) : download.name;
}

function statusOf(view) {
  switch (view.state) {
    case "queued": return say("Waiting for the computer. Ahead in line: {n}.", { n: view.position });
    case "running": return say("Making your book… every puzzle is checked as it is made.");
    case "done": return say("Your book is ready (pages: {pages}; made in {seconds} s).",
      { pages: view.book.pages, seconds: view.seconds });
    case "failed": return say("The book could not be made: {error}", { error: view.error });
    case "cancelled": return say("Stopped. Change what you like and make it again.");
    default: return say("This book is no longer here (the studio was restarted). Make it again.");
  }
}

function showPreviews(view) {
  const box = $("previews");
  box.replaceChildren();
  if (!view.book) return;
  for (const name of view.book.pictures) {
    const what = name === "cover.png" ? say("The cover: back, spine and front")
      : view.book.spread ? say("Pages {left} and {right}, as the book opens",
        { left: view.book.spread[0], right: view.book.spread[1] })
        : say("A sheet of the booklet, as printed");
    box.append(el("figure", {}, el("img", { src: `jobs/${view.id}/book/${name}`, alt: what }),
      el("figcaption", { text: what })));
  }
}

function show(view) {
  $("status").textContent = statusOf(view);
  showSteps($("steps"), view.steps);
  showPreviews(view);
  showDownloads($("downloads"), view.downloads, view.id, describe);
}

function restore() {
  restoreForm("book", $("form"));
  services();
  restoreForm("book", $("form")); // the service, once the restored trim has offered it
}

openDoor({
  door: "book", read, build, show, restore, state: S,
  changed: (event) => { if (event && ["trim", "interior"].includes(event.target.id)) services(); },
  words: "You changed your choices: press “Make my book” to make it again.",
}).catch((err) => { $("status").textContent = say("The studio did not answer: {error}", { error: err.message }); });
