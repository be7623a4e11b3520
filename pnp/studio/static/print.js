// pnp studio, "Print a game": the form, the kit made as a job, its pages as they come, the downloads.

import { $, el, openDoor, option, restoreForm, say, showDownloads, showSteps } from "./studio.js";

// the words for the games' own kit options, and what each is (an option the studio does not know yet: its name
// and the command line's help, in English)
const OPTION_WORDS = {
  variant: ["Monster", "The monster that hunts the players: each has its own standee, its own cards and its own rule."],
  "distinct-labyrinths": ["A different labyrinth for each player",
    "Every player gets a labyrinth of their own, all about as hard."],
};

// the door's state (openDoor fills in the offer, the job and its view), and the kit's pages as shown
const S = { pages: [], shownAnswers: new Set(), shownJob: null };

function read() {
  const form = {
    game: [...document.querySelectorAll("input[name=game]:checked")].map((c) => c.value),
    players: $("players").value.trim(), lang: $("lang").value, paper: $("paper").value || null,
    preset: $("preset").value, theme: $("theme").value || null, "card-size": $("card-size").value || null,
    seed: $("seed").value.trim(),
  };
  for (const o of S.offer.kit_options) {
    if (!o.games.some((g) => form.game.includes(g))) continue; // an option of a game left out is not sent
    form[o.name] = o.kind === "flag" ? $(o.name).checked : $(o.name).value;
  }
  return form;
}

const span = ([low, high]) => (low === high ? `${low}` : `${low}–${high}`);

function build(offer, code) {
  const games = $("games");
  for (const g of offer.games) {
    const id = `game-${g.name}`;
    const facts = g.players ? say("Players: {players} · Ages: {ages}+ · Minutes: {minutes}",
      { players: span(g.players), ages: g.ages, minutes: span(g.minutes) }) : "";
    games.append(el("div", { class: "game" },
      el("input", { type: "checkbox", id, name: "game", value: g.name, checked: g.name === "labyrinth",
        "aria-describedby": `${id}-about game-problem` }),
      el("label", { for: id }, el("strong", { text: g.box }),
        ...(g.title === g.box ? [] : [" ", el("span", { class: "kind", text: `(${g.title})` })])),
      el("p", { id: `${id}-about`, class: "hint", text: `${g.tagline} ${facts}` })));
  }
  for (const l of offer.languages) option($("lang"), l.code, l.label, l.code === code);
  option($("paper"), "", say("As the printer setting says"));
  for (const p of offer.papers) option($("paper"), p.name, p.label);
  for (const p of offer.presets) option($("preset"), p.name, p.label, p.name === "home");
  option($("theme"), "", say("As designed"));
  for (const t of offer.themes) if (t.name !== "default") option($("theme"), t.name, t.label);
  option($("card-size"), "", say("Each game's own"));
  for (const c of offer.card_sizes) option($("card-size"), c.name, c.label);
  // each game's own kit options, as the games declare them (the maze tiles' monster, ...)
  for (const o of offer.kit_options) {
    const names = o.games.map((g) => offer.games.find((x) => x.name === g).box).join(", ");
    const [name, about] = OPTION_WORDS[o.name] ? OPTION_WORDS[o.name].map((w) => say(w)) : [o.name, o.help];
    const problem = el("p", { id: `${o.name}-problem`, class: "problem", hidden: true });
    const hint = el("p", { id: `${o.name}-hint`, class: "hint", text: about });
    const label = el("label", { for: o.name, text: say("{option} ({games})", { option: name, games: names }) });
    const described = `${o.name}-hint ${o.name}-problem`;
    if (o.kind === "flag") {
      const input = el("input", { id: o.name, name: o.name, type: "checkbox", checked: Boolean(o.default),
        "aria-describedby": described });
      $("game-options").append(el("div", { id: `${o.name}-row`, class: "field check", hidden: true },
        input, label, hint, problem));
    } else {
      const input = el("select", { id: o.name, name: o.name, "aria-describedby": described });
      for (const c of o.choices) option(input, c, o.labels[c] || c, c === o.default);
      $("game-options").append(el("div", { id: `${o.name}-row`, class: "field", hidden: true },
        label, input, hint, problem));
    }
  }
  // a letter-sized country's browser starts on Letter
  if (/^en-(US|CA)|^es-(MX|US)/.test(navigator.language || "")) $("paper").value = "letter";
}

function showOptions() {
  const chosen = new Set(read().game);
  for (const o of S.offer.kit_options) {
    const row = $(`${o.name}-row`);
    if (row) row.hidden = !o.games.some((g) => chosen.has(g));
  }
  const theme = S.offer.themes.find((t) => t.name === $("theme").value);
  $("theme-about").textContent = theme ? theme.about : say("The colours the games are designed in.");
}

// --- the job's pages -----------------------------------------------------------------------------------------

function pageFacts(game, n) {
  const part = game.parts.find((p) => p.first !== null && n >= p.first && n <= (p.last ?? p.first));
  const label = n === 1 ? say("Cover") : n >= game.rules[0] && n <= game.rules[1] ? say("Rules")
    : n >= game.credits ? say("Credits") : part ? part.title : n === 2 ? say("Contents") : say("Page");
  return { label, answers: Boolean(part && part.answers), first: game.first_game.includes(n) };
}

function ranges(pages) {
  const out = [];
  for (const p of pages) {
    const last = out[out.length - 1];
    if (last && p === last[1] + 1) last[1] = p;
    else out.push([p, p]);
  }
  return out.map(([a, b]) => (a === b ? `${a}` : `${a}–${b}`)).join(", ");
}

const gameName = (name) => (S.offer.games.find((g) => g.name === name) || { box: name }).box;

function answersToggle(game, section) {
  const toggle = el("button", { type: "button", class: "answers-toggle", text: say("Show the answer keys"),
    "aria-pressed": "false" });
  toggle.addEventListener("click", () => {
    const open = !S.shownAnswers.has(game.game);
    if (open) S.shownAnswers.add(game.game); else S.shownAnswers.delete(game.game);
    toggle.setAttribute("aria-pressed", String(open));
    toggle.textContent = say(open ? "Hide the answer keys" : "Show the answer keys");
    section.classList.toggle("answers-shown", open);
  });
  return el("p", { class: "hint", text: `${say("The answer keys are hidden, so nobody sees them by accident.")} ` },
    toggle);
}

function showPages(view) {
  const box = $("pages");
  const shown = new Set([...box.querySelectorAll("section[data-game]")].map((s) => s.dataset.game));
  S.pages = [];
  for (const game of view.games) {
    for (let n = 1; n <= game.pictures; n += 1) S.pages.push({ game, n, ...pageFacts(game, n) });
    if (shown.has(game.game)) continue;
    const headingId = `pages-${game.game}`;
    const rules = Array.from({ length: game.rules[1] - game.rules[0] + 1 }, (_, i) => game.rules[0] + i);
    const section = el("section", { class: "kit-pages", "data-game": game.game, "aria-labelledby": headingId },
      el("h3", { id: headingId, text: say("{game} (pages: {n})", { game: gameName(game.game), n: game.pages }) }),
      el("p", { class: "tonight", text: game.first_game.length
        ? say("For a first game tonight, print pages {pages} (marked ★) and read the rules on pages {rules}.",
          { pages: ranges(game.first_game), rules: ranges(rules) })
        : say("This kit's cards are in files of their own: see README.txt in the zip.") }));
    if (game.parts.some((p) => p.answers)) section.append(answersToggle(game, section));
    const list = el("ol", { class: "thumbs" });
    for (const facts of S.pages.filter((p) => p.game === game)) {
      const { n } = facts;
      const name = say(facts.first ? "Page {n}: {what}, for a first game" : "Page {n}: {what}", { n, what: facts.label });
      const button = el("button", { type: "button", class: "thumb", "aria-label": `${name}. ${say("Open it large")}` },
        el("img", { src: `jobs/${view.id}/thumbs/${game.game}/${n}.png`, alt: "", loading: "lazy" }),
        el("span", { class: "thumb-label", text: `${facts.first ? "★ " : ""}${n} · ${facts.label}` }));
      button.addEventListener("click", () => openViewer(S.pages.findIndex((p) => p.game.game === game.game && p.n === n)));
      list.append(el("li", { class: `${facts.first ? "first" : ""} ${facts.answers ? "answers" : ""}` }, button));
    }
    section.append(list);
    box.append(section);
  }
}

// --- the large view --------------------------------------------------------------------------------------------

let viewing = 0;
let opener = null;

function openViewer(index) {
  opener = document.activeElement;
  viewing = index;
  drawViewer();
  if (!$("viewer").open) $("viewer").showModal();
  $("viewer-close").focus();
}

function drawViewer() {
  const page = S.pages[viewing];
  if (!page) return;
  const hidden = page.answers && !S.shownAnswers.has(page.game.game);
  $("viewer-title").textContent = [say("Page {n} of {pages}: {what}", { n: page.n, pages: page.game.pages,
    what: page.label }), page.first ? say("(for a first game)") : "", hidden ? say("(answer key: hidden)") : ""]
    .filter(Boolean).join(" ");
  $("viewer-image").src = hidden ? "data:," : `jobs/${S.job}/pages/${page.game.game}/${page.n}.png`;
  $("viewer-image").alt = hidden ? say("An answer key, hidden") : say("Page {n}: {what}", { n: page.n, what: page.label });
  $("viewer-prev").disabled = viewing === 0;
  $("viewer-next").disabled = viewing === S.pages.length - 1;
}

function setUpViewer() {
  $("viewer-prev").addEventListener("click", () => { viewing -= 1; drawViewer(); });
  $("viewer-next").addEventListener("click", () => { viewing += 1; drawViewer(); });
  $("viewer-close").addEventListener("click", () => $("viewer").close());
  $("viewer").addEventListener("close", () => opener && opener.focus());
  $("viewer").addEventListener("keydown", (event) => {
    if (event.key === "ArrowLeft" && viewing > 0) { viewing -= 1; drawViewer(); }
    if (event.key === "ArrowRight" && viewing < S.pages.length - 1) { viewing += 1; drawViewer(); }
  });
}

// --- the job -----------------------------------------------------------------------------------------------------

function describe(download) {
  if (download.what === "zip") return say("Download the whole kit (zip)");
  return say("{game}: kit.pdf only", { game: gameName(download.game) });
}

function statusOf(view) {
  switch (view.state) {
    case "queued": return say("Waiting for the computer. Ahead in line: {n}.", { n: view.position });
    case "running": return say("Making your kit… the pages appear as each game is done.");
    case "done": return say("Your kit is ready (made in {seconds} s). Download it, or look through the pages first.",
      { seconds: view.seconds });
    case "failed": return say("The kit could not be made: {error}", { error: view.error });
    case "cancelled": return say("Stopped. Change what you like and make it again.");
    default: return say("This kit is no longer here (the studio was restarted). Make it again.");
  }
}

function show(view) {
  if (S.shownJob !== view.id) { // another job: its own pages
    S.shownJob = view.id;
    $("pages").replaceChildren();
  }
  $("status").textContent = statusOf(view);
  showSteps($("steps"), view.steps, Object.fromEntries(S.offer.games.map((g) => [g.name, g.box])));
  showPages(view);
  showDownloads($("downloads"), view.downloads, view.id, describe);
}

setUpViewer();
openDoor({
  door: "kit", read, build, show, restore: () => restoreForm("kit", $("form")), changed: showOptions,
  words: "You changed your choices: press “Make my kit” to make the kit again.", state: S,
}).catch((err) => { $("status").textContent = say("The studio did not answer: {error}", { error: err.message }); });
