// pnp edit: the pointer (walls, symbols, names, the trial path) and the keyboard.

import * as sheets from "./sheet.js";
import { redo, setSheet, undo } from "./check.js";
import { drawOverlay, grid } from "./overlay.js";
import { chooseTool, showHint } from "./palette.js";
import { clearPath, requestScore } from "./proofs.js";
import { $, S, current, keyOf, text } from "./state.js";

// --- pointer: walls, symbols, names, the trial path ----------------------------------------------------------

export function pointAt(event) {
  const svg = $("sheet").querySelector("svg");
  const ctm = svg && svg.getScreenCTM();
  if (!ctm) return null;
  const p = new DOMPoint(event.clientX, event.clientY).matrixTransform(ctm.inverse());
  return { x: p.x, y: p.y };
}

export function hitAt(event, walls = true) {
  const p = pointAt(event);
  const g = grid();
  const drawn = S.shown && S.shown.sheet;
  return p && g ? sheets.hitTest(g, drawn.width, drawn.height, p.x, p.y, walls) : null;
}

export function applyTool(cell) {
  S.cursor = cell;
  const sheet = current();
  if (S.tool === "erase") return setSheet(sheets.removeSymbol(sheet, cell));
  if (S.tool) return setSheet(sheets.placeSymbol(sheet, cell, S.tool.symbol, S.tool.name || ""));
  drawOverlay();
  return false;
}

export function onClick(event) {
  if (S.pathMode || event.detail > 1) return;
  const hit = hitAt(event);
  if (!hit) return;
  const depth = S.undo.length;
  const edited = hit.wall ? setSheet(sheets.toggleWall(current(), ...hit.wall)) : applyTool(hit.cell);
  S.lastClick = hit.cell && edited ? { cell: hit.cell, depth, time: Date.now() } : null;
}

export function onDoubleClick(event) {
  if (S.pathMode) return;
  const hit = hitAt(event);
  if (!hit || !hit.cell) return;
  const last = S.lastClick;
  if (last && sheets.sameCell(last.cell, hit.cell) && Date.now() - last.time < 800 && S.undo.length === last.depth + 1) {
    undo(); // the double-click's first click placed or took away a symbol: a double-click only edits the name
  }
  S.lastClick = null;
  const sym = sheets.symbolAt(current(), hit.cell);
  if (sym && (sym.symbol === sheets.STAIRCASE || sym.symbol === sheets.SCROLL)) openNameForm(hit.cell, sym);
}

export function extendPath(cell) {
  const path = S.path;
  const last = path[path.length - 1];
  if (!last) {
    path.push(cell);
  } else if (sheets.sameCell(last, cell)) {
    return;
  } else if (path.length > 1 && sheets.sameCell(path[path.length - 2], cell)) {
    path.pop(); // dragging back takes the last step back
  } else {
    path.push(...sheets.stepsBetween(last, cell));
  }
  drawOverlay();
}

export function onPointerDown(event) {
  if (!S.pathMode || event.button !== 0) return;
  const hit = hitAt(event, false);
  if (!hit) return;
  event.preventDefault();
  const last = S.path[S.path.length - 1];
  if (last && sheets.sameCell(last, hit.cell) && !S.dragging && event.detail === 1 && S.path.length > 0) {
    S.dragging = true; // press on the path's end: carry on from there
  } else {
    if (!last || !(sheets.adjacent(last, hit.cell) || S.path.some((c) => sheets.sameCell(c, hit.cell)))) S.path = [];
    S.dragging = true;
    extendPath(hit.cell);
  }
  $("sheet").setPointerCapture(event.pointerId);
}

export function onPointerMove(event) {
  if (S.pathMode && S.dragging) {
    const hit = hitAt(event, false);
    if (hit) extendPath(hit.cell);
    return;
  }
  const hit = S.pathMode ? null : hitAt(event);
  if (keyOf(hit) !== keyOf(S.hover)) {
    S.hover = hit;
    drawOverlay();
  }
}

export function onPointerUp() {
  if (!S.dragging) return;
  S.dragging = false;
  requestScore();
}

export function openNameForm(cell, sym) {
  const svg = $("sheet").querySelector("svg");
  const g = grid();
  const form = $("name-form");
  const input = $("name-input");
  const box = svg.getScreenCTM();
  const left = box.a * (g.x0 + cell[0] * g.cell) + box.e;
  const top = box.d * (g.y0 + (cell[1] + 1) * g.cell) + box.f;
  form.style.left = `${left + window.scrollX}px`;
  form.style.top = `${top + window.scrollY}px`;
  form.hidden = false;
  form.dataset.cell = keyOf(cell);
  input.value = sym.name || "";
  input.setAttribute("aria-label", sym.symbol === sheets.STAIRCASE ? "Staircase letter (A, B or C)" : "Scroll name");
  input.maxLength = sym.symbol === sheets.STAIRCASE ? 1 : 20;
  input.focus();
  input.select();
  text($("hint"), sym.symbol === sheets.STAIRCASE
    ? "A staircase's letter: A, B or C. Enter to apply, Esc to cancel."
    : "A scroll's name (the printed sheets use I, II, III…). Enter to apply, Esc to cancel.");
}

export function closeNameForm() {
  $("name-form").hidden = true;
  showHint();
}

export function submitName(event) {
  event.preventDefault();
  const cell = JSON.parse($("name-form").dataset.cell);
  const sym = sheets.symbolAt(current(), cell);
  let name = $("name-input").value.trim();
  if (!sym) return closeNameForm();
  if (sym.symbol === sheets.STAIRCASE) {
    name = name.toUpperCase();
    if (!sheets.STAIR_LETTERS.includes(name)) return text($("hint"), "A staircase's letter is A, B or C.");
  } else if (!name || /[\u0000-\u001f\u007f]/.test(name)) {
    return text($("hint"), "A scroll needs a name (letters, digits, no control characters).");
  }
  closeNameForm();
  setSheet(sheets.renameSymbol(current(), cell, name));
}

// --- keyboard ----------------------------------------------------------------------------------------------

export function onKey(event) {
  const target = event.target;
  if (target.closest && target.closest("input:not([type=checkbox]), select, textarea")) { // typing, not shortcuts
    if (event.key === "Escape" && !$("name-form").hidden) closeNameForm();
    return;
  }
  const ctrl = event.ctrlKey || event.metaKey;
  const key = event.key;
  if (ctrl && (key === "z" || key === "Z")) {
    event.preventDefault();
    return event.shiftKey ? redo() : undo();
  }
  if (ctrl && (key === "y" || key === "Y")) {
    event.preventDefault();
    return redo();
  }
  if (ctrl || event.altKey) return;
  if (key === "Escape") return clearPath();
  if ((key === "Delete" || key === "Backspace") && S.cursor) {
    event.preventDefault();
    return setSheet(sheets.removeSymbol(current(), S.cursor));
  }
  const moves = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
  if (moves[key]) {
    event.preventDefault();
    const sheet = current();
    const [x, y] = S.cursor || [0, 0];
    S.cursor = [Math.min(sheet.width - 1, Math.max(0, x + moves[key][0])),
      Math.min(sheet.height - 1, Math.max(0, y + moves[key][1]))];
    return drawOverlay();
  }
  const entry = S.session.palette.find((p) => p.key === key) ||
    S.session.palette.find((p) => p.key.toLowerCase() === key.toLowerCase());
  if (entry) {
    event.preventDefault();
    chooseTool(entry);
    if (S.cursor) setSheet(sheets.placeSymbol(current(), S.cursor, entry.symbol, entry.name || ""));
  }
}
