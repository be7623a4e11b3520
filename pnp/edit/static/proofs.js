// pnp edit: the objective card, its proven par, the deck's par ranges, and the trial path's score.

import { post } from "./api.js";
import * as sheets from "./sheet.js";
import { drawOverlay } from "./overlay.js";
import { $, DECK_BUDGET, DIFFICULTIES, PAR_BUDGET, S, current, elem, fail, keyOf, text } from "./state.js";

// --- the card, its par and the deck's ranges ---------------------------------------------------------------

export function drawCards() {
  const select = $("card");
  const groups = DIFFICULTIES.map((d) => {
    const group = document.createElement("optgroup");
    group.label = d;
    for (const card of S.session.deck.filter((c) => c.difficulty === d)) {
      const option = elem("option", `${card.id} (${card.rows.length} row${card.rows.length === 1 ? "" : "s"})`);
      option.value = card.id;
      group.appendChild(option);
    }
    return group;
  }).filter((g) => g.children.length);
  const none = elem("option", "choose a card…");
  none.value = "";
  select.replaceChildren(none, ...groups);
}

export function chooseCard(id) {
  S.card = id;
  const card = S.session.deck.find((c) => c.id === id);
  const rows = card ? card.rows.map((r) => elem("li", sheets.describeRow(r))) : [];
  if (card) rows.unshift(elem("li", `enter by ${card.entry === "any" ? "any staircase" : `staircase ${card.entry}`}`, "entry"));
  $("card-rows").replaceChildren(...rows);
  S.par = null;
  S.parKey = "";
  requestPar(true);
  requestScore();
}

export async function requestPar(force) {
  const shown = S.shown;
  if (!S.card || !shown || shown.key !== keyOf(current())) {
    if (!S.card) text($("par"), S.session.deck ? "Choose a card to see its proven par on this sheet."
      : "Making the standard deck of objective cards…");
    return;
  }
  const parKey = `${shown.answer.hash}/${S.card}`;
  if (!force && parKey === S.parKey) return;
  S.parKey = parKey;
  const ticket = ++S.ticket;
  S.parTicket = ticket;
  text($("par"), "proving…");
  $("par").className = "par waiting";
  try {
    const answer = await post("par", { sheet: shown.sheet, card: S.card, budget: PAR_BUDGET, ticket });
    if (ticket !== S.parTicket || answer.cancelled) return;
    S.par = answer;
    showPar(answer);
  } catch (err) {
    if (ticket === S.parTicket) fail("par", err);
  }
}

export function showPar(a) {
  let line;
  if (a.solvable === false) line = `${a.card}: no legal path on this sheet`;
  else if (a.par === null || a.par === undefined) line = `${a.card}: not decided within ${PAR_BUDGET} s`;
  else line = `${a.card}: par ${a.par}${a.optimal ? " (proven best)" : " (best found; not proven in time)"}`;
  const secs = typeof a.seconds === "number" ? ` · ${a.cached ? "cached" : `${a.seconds.toFixed(2)} s`}` : "";
  text($("par"), line + secs);
  $("par").className = "par";
  $("par-lines").replaceChildren(...(a.lines || []).map((l) => elem("li", l.trim())));
  drawOverlay();
}

export async function requestRanges() {
  const ticket = ++S.ticket;
  S.parTicket = ticket; // a running par answer is now older than this
  S.parKey = "";
  text($("ranges-status"), "proving the deck on each side…");
  $("ranges").hidden = true;
  try {
    const answer = await post("deck", { sides: S.lab.sides, budget: DECK_BUDGET, ticket });
    if (answer.cancelled) return text($("ranges-status"), "cancelled by a newer request");
    showRanges(answer);
  } catch (err) {
    fail("ranges-status", err);
  }
  requestPar(true);
}

export function showRanges(a) {
  const sides = Object.keys(a.ranges).sort();
  const head = document.createElement("tr");
  head.append(elem("th", "difficulty"), ...sides.map((s) => elem("th", `side ${s}`)));
  const rows = DIFFICULTIES.filter((d) => sides.some((s) => a.ranges[s][d])).map((d) => {
    const tr = document.createElement("tr");
    tr.append(elem("th", d), ...sides.map((s) => {
      const r = a.ranges[s][d];
      return elem("td", r ? (r[0] === r[1] ? `${r[0]}` : `${r[0]} – ${r[1]}`) : "–");
    }));
    return tr;
  });
  $("ranges").replaceChildren(head, ...rows);
  $("ranges").hidden = false;
  const unproven = a.unproven ? `; ${a.unproven} card(s) not proven in time` : "";
  text($("ranges-status"), `par ranges over the deck (${Number(a.seconds).toFixed(1)} s${unproven})`);
}

// --- the trial path's score ----------------------------------------------------------------------------------

export function clearPath() {
  S.path = [];
  S.dragging = false;
  drawOverlay();
  requestScore();
}

export async function requestScore() {
  const seq = ++S.scoreSeq;
  const score = $("score");
  if (S.fault) {
    S.fault = null; // the fault shown was the path's as it was
    drawOverlay();
  }
  if (!S.path.length) {
    score.className = "score";
    text(score, "Press Draw path, then drag over the squares.");
    return $("score-lines").replaceChildren();
  }
  if (!S.card) {
    score.className = "score";
    text(score, `A path of ${S.path.length} square(s): choose a card to score it.`);
    return $("score-lines").replaceChildren();
  }
  try {
    const a = await post("score", { sheet: current(), card: S.card, path: S.path });
    if (seq !== S.scoreSeq) return;
    score.className = a.legal ? "score ok" : "score bad";
    text(score, a.legal ? `Legal: ${a.score} points, ${a.hearts_lost} heart(s) lost` : `Not legal: ${a.reason}`);
    $("score-lines").replaceChildren(...(a.lines || []).map((l) => elem("li", l.trim())));
    S.fault = a.legal ? null : { squares: a.squares || [], walls: a.walls || [] };
    drawOverlay();
  } catch (err) {
    if (seq === S.scoreSeq) fail("score", err);
  }
}
