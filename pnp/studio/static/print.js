// pnp studio, "Print a game": the form, the kit made as a job, its pages as they come, the downloads.

import {
  $, ApiError, checker, el, follow, get, option, owner, post, remembered, showDownloads, showProblems, showSteps,
  surprise,
} from "./studio.js";

// the words for the games' own kit options (the option's name otherwise)
const OPTION_LABELS = { variant: "Monster", "distinct-labyrinths": "A different labyrinth for each player" };

const S = { offer: null, job: null, view: null, problems: [], pages: [], shownAnswers: new Set() };

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

function build(offer) {
  const games = $("games");
  for (const g of offer.games) {
    const id = `game-${g.name}`;
    const facts = g.players ? `${g.players[0] === g.players[1] ? g.players[0] : `${g.players[0]}–${g.players[1]}`} `
      + `player${g.players[1] > 1 ? "s" : ""}, ages ${g.ages}+, ${g.minutes[0]}–${g.minutes[1]} minutes` : "";
    games.append(el("div", { class: "game" },
      el("input", { type: "checkbox", id, name: "game", value: g.name, checked: g.name === "labyrinth",
        "aria-describedby": `${id}-about game-problem` }),
      el("label", { for: id }, el("strong", { text: g.box }),
        ...(g.title === g.box ? [] : [" ", el("span", { class: "kind", text: `(${g.title})` })])),
      el("p", { id: `${id}-about`, class: "hint", text: `${g.tagline} ${facts}` })));
  }
  for (const l of offer.languages) option($("lang"), l.code, l.label, l.code === (navigator.language || "en").slice(0, 2));
  option($("paper"), "", "As the printer setting says");
  for (const p of offer.papers) option($("paper"), p.name, p.label);
  for (const p of offer.presets) option($("preset"), p.name, p.label, p.name === "home");
  option($("theme"), "", "As designed");
  for (const t of offer.themes) if (t.name !== "default") option($("theme"), t.name, t.label);
  option($("card-size"), "", "Each game's own");
  for (const c of offer.card_sizes) option($("card-size"), c.name, c.label);
  // each game's own kit options, as the games declare them (the maze tiles' monster, ...)
  for (const o of offer.kit_options) {
    const names = o.games.map((g) => offer.games.find((x) => x.name === g).box).join(", ");
    const problem = el("p", { id: `${o.name}-problem`, class: "problem", hidden: true });
    const hint = el("p", { id: `${o.name}-hint`, class: "hint", text: o.help });
    const label = el("label", { for: o.name, text: `${OPTION_LABELS[o.name] || o.name} (${names})` });
    let input;
    if (o.kind === "flag") {
      input = el("input", { id: o.name, name: o.name, type: "checkbox", checked: Boolean(o.default),
        "aria-describedby": `${o.name}-hint ${o.name}-problem` });
      $("game-options").append(el("div", { id: `${o.name}-row`, class: "field check", hidden: true }, input, label, hint, problem));
    } else {
      input = el("select", { id: o.name, name: o.name, "aria-describedby": `${o.name}-hint ${o.name}-problem` });
      for (const c of o.choices) option(input, c, c[0].toUpperCase() + c.slice(1), c === o.default);
      $("game-options").append(el("div", { id: `${o.name}-row`, class: "field", hidden: true }, label, input, hint, problem));
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
  $("theme-about").textContent = theme ? theme.about : "The colours the games are designed in.";
}

function setProblems(problems) {
  S.problems = problems;
  showProblems($("form"), problems);
  $("make").disabled = problems.length > 0;
}

// --- the job's pages -----------------------------------------------------------------------------------------

function pageFacts(game, n) {
  const part = game.parts.find((p) => p.first !== null && n >= p.first && n <= (p.last ?? p.first));
  const label = n === 1 ? "Cover" : n >= game.rules[0] && n <= game.rules[1] ? "Rules"
    : n >= game.credits ? "Credits" : part ? part.title : n === 2 ? "Contents" : "Page";
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

function showPages(view) {
  const box = $("pages");
  const shown = new Set([...box.querySelectorAll("section[data-game]")].map((s) => s.dataset.game));
  S.pages = [];
  for (const game of view.games) {
    for (let n = 1; n <= game.pictures; n += 1) S.pages.push({ game, n, ...pageFacts(game, n) });
    if (shown.has(game.game)) continue;
    const offer = S.offer.games.find((g) => g.name === game.game);
    const headingId = `pages-${game.game}`;
    const section = el("section", { class: "kit-pages", "data-game": game.game, "aria-labelledby": headingId },
      el("h3", { id: headingId, text: `${offer ? offer.box : game.title}: ${game.pages} pages` }),
      el("p", { class: "tonight", text: game.first_game.length
        ? `For a first game tonight, print pages ${ranges(game.first_game)} (marked ★) and read the rules on pages `
          + `${ranges(Array.from({ length: game.rules[1] - game.rules[0] + 1 }, (_, i) => game.rules[0] + i))}.`
        : "This kit's cards are in files of their own: see README.txt in the zip." }));
    const hasAnswers = game.parts.some((p) => p.answers);
    if (hasAnswers) {
      const toggle = el("button", { type: "button", class: "answers-toggle", text: "Show the answer keys",
        "aria-pressed": "false" });
      toggle.addEventListener("click", () => {
        const open = !S.shownAnswers.has(game.game);
        if (open) S.shownAnswers.add(game.game); else S.shownAnswers.delete(game.game);
        toggle.setAttribute("aria-pressed", String(open));
        toggle.textContent = open ? "Hide the answer keys" : "Show the answer keys";
        section.classList.toggle("answers-shown", open);
      });
      section.append(el("p", { class: "hint", text: "The answer keys are hidden, so nobody sees them by accident. " }, toggle));
    }
    const list = el("ol", { class: "thumbs" });
    for (let n = 1; n <= game.pictures; n += 1) {
      const facts = pageFacts(game, n);
      const name = `Page ${n}: ${facts.label}${facts.first ? ", for a first game" : ""}`;
      const button = el("button", { type: "button", class: "thumb", "aria-label": `${name}. Open it large` },
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
  $("viewer-title").textContent = `Page ${page.n} of ${page.game.pages}: ${page.label}`
    + `${page.first ? " (for a first game)" : ""}${hidden ? " (answer key: hidden)" : ""}`;
  $("viewer-image").src = hidden ? "data:," : `jobs/${S.job}/pages/${page.game.game}/${page.n}.png`;
  $("viewer-image").alt = hidden ? "An answer key, hidden" : `Page ${page.n}: ${page.label}`;
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
  if (download.what === "zip") return "Download the whole kit (zip)";
  const g = S.offer.games.find((x) => x.name === download.game);
  return `${g ? g.box : download.game}: kit.pdf only`;
}

function showJob(view) {
  S.view = view;
  document.body.dataset.job = view.state; // for scripts and tests: queued, running, done, failed, cancelled
  const status = $("status");
  const running = view.state === "queued" || view.state === "running";
  $("stop").hidden = !running;
  if (view.state === "queued") status.textContent = `Waiting for the computer: ${view.position} ahead in line.`;
  else if (view.state === "running") status.textContent = "Making your kit… the pages appear as each game is ready.";
  else if (view.state === "done") status.textContent = `Your kit is ready (made in ${view.seconds} s). Download it, or look through the pages first.`;
  else if (view.state === "failed") status.textContent = `The kit could not be made: ${view.error}`;
  else if (view.state === "cancelled") status.textContent = "Stopped. Change what you like and make it again.";
  else status.textContent = "This kit is no longer here (the studio was restarted). Make it again.";
  showSteps($("steps"), view.steps, Object.fromEntries(S.offer.games.map((g) => [g.name, g.box])));
  showPages(view);
  showDownloads($("downloads"), view.downloads, view.id, describe);
  if (!running) remembered.set("kit", view.state === "done" ? view.id : null);
}

function watch(jobId) {
  S.job = jobId;
  remembered.set("kit", jobId);
  $("pages").replaceChildren();
  $("downloads").replaceChildren();
  follow(jobId, showJob, () => S.job === jobId);
}

async function make(event) {
  event.preventDefault();
  if (S.problems.length) return;
  $("make").disabled = true;
  $("status").textContent = "Starting…";
  try {
    const started = await post("api/kit/start", { form: read(), owner: owner() });
    watch(started.job);
  } catch (err) {
    setProblems(err instanceof ApiError && err.data.problems ? err.data.problems : [{ field: "form", message: err.message }]);
    $("status").textContent = "Please look at the choices marked in the form.";
  } finally {
    $("make").disabled = S.problems.length > 0;
  }
}

async function stop() {
  if (S.job) await post(`api/jobs/${S.job}/cancel`, {});
}

async function start() {
  S.offer = await get("api/studio");
  build(S.offer);
  setUpViewer();
  const check = checker("api/kit/check", read, setProblems);
  const changed = () => {
    showOptions();
    check();
    if (S.view && S.view.state !== "queued" && S.view.state !== "running" && S.view.state !== "gone") {
      $("status").textContent = "You changed your choices: press “Make my kit” to make the kit again.";
    }
  };
  $("form").addEventListener("input", changed);
  $("form").addEventListener("change", changed);
  $("form").addEventListener("submit", make);
  $("stop").addEventListener("click", stop);
  $("surprise").addEventListener("click", () => { $("seed").value = surprise(); changed(); });
  showOptions();
  check();
  const earlier = remembered.get("kit");
  if (earlier) watch(earlier); // a reload picks up the kit being made (or made) in this tab
}

start().catch((err) => { $("status").textContent = `The studio did not answer: ${err.message}`; });
