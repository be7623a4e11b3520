// pnp edit: editing and its history, and the check of every change (the verdict, the problems, the drawing).

import { post } from "./api.js";
import { drawOverlay } from "./overlay.js";
import { drawSides } from "./palette.js";
import { requestPar, requestScore } from "./proofs.js";
import { saveDraft } from "./draft.js";
import { $, S, current, dirty, elem, fail, keyOf, svgEl, text } from "./state.js";

// --- editing and history ----------------------------------------------------------------------------------

export function setSheet(sheet) {
  const before = keyOf(S.lab);
  const lab = { sides: { ...S.lab.sides, [S.side]: sheet } };
  if (keyOf(lab) === before) return false;
  S.undo.push(before);
  S.redo = [];
  S.lab = lab;
  changed();
  return true;
}

export function travel(from, to) {
  if (!from.length) return;
  to.push(keyOf(S.lab));
  S.lab = JSON.parse(from.pop());
  if (!S.lab.sides[S.side]) S.side = "A";
  changed();
}

export const undo = () => travel(S.undo, S.redo);
export const redo = () => travel(S.redo, S.undo);

export function changed() {
  const sheet = current();
  $("undo").disabled = !S.undo.length;
  $("redo").disabled = !S.redo.length;
  $("width").value = sheet.width;
  $("height").value = sheet.height;
  const inside = (c) => c[0] < sheet.width && c[1] < sheet.height;
  S.path = S.path.every(inside) ? S.path : []; // a path cut by a resize is no longer the path drawn
  if (S.cursor && !inside(S.cursor)) S.cursor = null;
  showFileName();
  saveDraft();
  drawSides();
  drawOverlay();
  runCheck();
}

export function showFileName() {
  const name = S.session.file || "a new sheet (not saved yet)";
  text($("file-name"), name + (dirty() ? " • unsaved changes" : ""));
}

// --- checking: every change is checked at once; while one check runs, the newest state waits for it ---------

export let checking = false;

export async function runCheck() {
  if (checking) return;
  checking = true;
  const side = S.side;
  const sheet = current();
  const key = keyOf(sheet);
  try {
    const answer = await post("check", { sheet });
    if (side === S.side) showCheck(key, sheet, answer);
  } catch (err) {
    fail("verdict", err);
    $("verdict").className = "verdict bad";
  } finally {
    checking = false;
    if (keyOf(current()) !== key || side !== S.side) runCheck();
  }
}

export function importSvg(markup) {
  const doc = new DOMParser().parseFromString(markup, "image/svg+xml");
  const svg = doc.documentElement;
  if (svg.nodeName !== "svg") throw new Error("the server's drawing is not an SVG");
  for (const bad of svg.querySelectorAll("script, foreignObject")) bad.remove();
  return document.importNode(svg, true);
}

export function showCheck(key, sheet, answer) {
  const svg = importSvg(answer.svg);
  svg.removeAttribute("width");
  svg.removeAttribute("height");
  svg.setAttribute("role", "img");
  svg.setAttribute("aria-label", "the sheet as printed");
  svg.classList.add("drawing");
  svg.appendChild(numbers(answer.grid, sheet));
  svg.appendChild(svgEl("g", { id: "overlay", class: "overlay" }));
  $("sheet").replaceChildren(svg);
  S.shown = { key, sheet, answer };
  showVerdict(answer);
  drawOverlay();
  if (key === keyOf(current())) {
    requestPar(false);
    requestScore();
  }
}

// The column numbers above the grid and the row numbers left of it: the x and y of the squares every message
// names, "(x, y)", as pnp verify, the referee and the text format name them.
function numbers(g, sheet) {
  const layer = svgEl("g", { class: "numbers", "aria-hidden": "true" });
  const size = Math.min(0.32 * g.cell, 0.55 * g.x0);
  const label = (value, x, y, axis) => {
    const t = svgEl("text", { x, y, "font-size": size, "text-anchor": axis === "x" ? "middle" : "end",
      "dominant-baseline": axis === "x" ? "auto" : "central", "data-axis": axis, "data-index": value });
    t.textContent = String(value);
    return t;
  };
  for (let x = 0; x < sheet.width; x += 1) layer.appendChild(label(x, g.x0 + (x + 0.5) * g.cell, g.y0 - 0.3 * size, "x"));
  for (let y = 0; y < sheet.height; y += 1) layer.appendChild(label(y, g.x0 - 0.3 * size, g.y0 + (y + 0.5) * g.cell, "y"));
  return layer;
}

export function showVerdict(answer) {
  const v = answer.verdict;
  text($("verdict"), v.ok ? `Playable: ${v.message}` : `Not playable: ${v.message}`);
  $("verdict").className = v.ok ? "verdict ok" : "verdict bad";
  $("problems").replaceChildren(...v.problems.map((p) => elem("li", p)));
  const findings = answer.findings || [];
  // a question the solver left open is listed as such: "nothing to point out" only when every one was settled
  const undecided = answer.undecided || [];
  let none = "shown once the sheet is playable";
  if (v.ok) none = answer.cards === false ? "nothing to point out on the squares (the cards are checked once the deck is made)" : "nothing to point out";
  const notes = findings.map((f) => {
    const li = elem("li", `${f.what}: ${f.reason}`, f.cell ? "" : "card-note");
    if (f.cell) {
      li.addEventListener("click", () => {
        S.cursor = f.cell;
        drawOverlay();
      });
    }
    return li;
  });
  notes.push(...undecided.map((q) => elem("li", `Not decided: ${q}`, "undecided")));
  $("findings").replaceChildren(...(notes.length ? notes : [elem("li", none, "none")]));
  // The notes about the cards need the standard deck, made as the server starts: once it is, ask again.
  if (answer.cards === false && S.session.deck) setTimeout(runCheck, 0);
}
