// pnp edit: the page. It holds the labyrinth being edited with its undo and redo stacks (state.js); the server
// checks, draws, proves and saves. The sheet is the server's SVG (the printed page's own drawing) with an
// overlay drawn here on top, in the same user units (mm) the server's `grid` gives. This module wires the
// parts together and starts the page.

import { get } from "./api.js";
import * as sheets from "./sheet.js";
import { changed, redo, runCheck, setSheet, undo } from "./check.js";
import { exportFiles, save, sizeInputs, startAfresh } from "./files.js";
import { closeNameForm, onClick, onDoubleClick, onKey, onPointerDown, onPointerMove, onPointerUp, submitName } from "./input.js";
import { drawOverlay, grid } from "./overlay.js";
import { drawPalette, setPathMode } from "./palette.js";
import { chooseCard, clearPath, drawCards, requestRanges, requestScore } from "./proofs.js";
import { discardDraft, restoreDraft } from "./draft.js";
import { $, S, current, dirty, elem, fail, keyOf, text } from "./state.js";

// --- start -----------------------------------------------------------------------------------------------------

function wire() {
  $("undo").addEventListener("click", undo);
  $("redo").addEventListener("click", redo);
  $("size-form").addEventListener("submit", (e) => {
    e.preventDefault();
    const size = sizeInputs();
    if (size) setSheet(sheets.resize(current(), ...size));
  });
  $("generate-form").addEventListener("submit", (e) => {
    e.preventDefault();
    startAfresh("generate");
  });
  $("blank").addEventListener("click", () => startAfresh("blank"));
  $("draw-path").addEventListener("click", () => setPathMode(!S.pathMode));
  $("clear-path").addEventListener("click", clearPath);
  const board = $("sheet");
  board.addEventListener("click", onClick);
  board.addEventListener("dblclick", onDoubleClick);
  board.addEventListener("pointerdown", onPointerDown);
  board.addEventListener("pointermove", onPointerMove);
  board.addEventListener("pointerup", onPointerUp);
  board.addEventListener("pointerleave", () => {
    S.hover = null;
    drawOverlay();
  });
  $("name-form").addEventListener("submit", submitName);
  $("name-input").addEventListener("blur", () => setTimeout(closeNameForm, 0));
  $("card").addEventListener("change", (e) => chooseCard(e.target.value));
  $("show-par").addEventListener("change", drawOverlay);
  $("deck-ranges").addEventListener("click", requestRanges);
  $("save").addEventListener("click", () => (S.session.file ? save(null, false) : openSaveAs()));
  $("save-as").addEventListener("click", openSaveAs);
  $("save-as-form").addEventListener("submit", (e) => {
    e.preventDefault();
    save($("save-name").value.trim(), false);
  });
  $("save-as-cancel").addEventListener("click", () => ($("save-as-form").hidden = true));
  $("overwrite").addEventListener("click", () => save($("confirm").dataset.name, true));
  $("overwrite-cancel").addEventListener("click", () => ($("confirm").hidden = true));
  $("export-pdf").addEventListener("click", () => exportFiles("sheet-pdf"));
  $("export-kit").addEventListener("click", () => exportFiles("kit"));
  document.addEventListener("keydown", onKey);
  $("draft-discard").addEventListener("click", () => {
    discardDraft();
    changed();
  });
  // A tab closed or reloaded with unsaved changes asks first (the draft keeps them anyway, in this browser).
  window.addEventListener("beforeunload", (event) => {
    if (!S.session || !dirty()) return;
    event.preventDefault();
    event.returnValue = "";
  });
}

function openSaveAs() {
  const form = $("save-as-form");
  form.hidden = false;
  const ext = $("format").value === "json" ? ".json" : ".txt";
  const input = $("save-name");
  if (!input.value || !input.value.endsWith(ext)) input.value = `labyrinth${ext}`;
  input.focus();
  input.select();
}

async function start() {
  wire();
  try {
    S.session = await get("session");
  } catch (err) {
    return fail("verdict", err);
  }
  S.lab = S.session.labyrinth;
  S.side = S.lab.sides.A ? "A" : Object.keys(S.lab.sides)[0];
  S.savedKey = keyOf(S.lab); // the file as read, or a new design as it starts: nothing to lose yet
  restoreDraft();
  $("format").value = S.session.format || "text";
  $("save").disabled = false;
  if (!S.session.file) $("save").title = "No file was opened: asks for a name in the output folder";
  for (const id of ["width", "height"]) {
    $(id).min = S.session.min_size;
    $(id).max = S.session.max_size;
  }
  changed();
  requestScore();
  await drawPalette();
  document.body.dataset.ready = "true"; // for the browser tests: the page is wired and drawn
  await loadCards();
}

// The standard deck is made while the page is already in use (a few seconds as the server starts): until then
// the card chooser says so, and the sheet, its verdict and the palette work.
async function loadCards() {
  const select = $("card");
  if (!S.session.deck) {
    select.disabled = true;
    select.replaceChildren(elem("option", "making the deck…"));
    text($("par"), "Making the standard deck of objective cards…");
    try {
      S.session.deck = (await get("cards")).deck;
    } catch (err) {
      return fail("par", err);
    }
    select.disabled = false;
  }
  drawCards();
  if (S.shown && S.shown.answer.cards === false) runCheck(); // the notes about the cards can be given now
  text($("par"), "Choose a card to see its proven par on this sheet.");
  document.body.dataset.cards = "true"; // for the browser tests: the card chooser is filled
}

// What the page holds, read-only, for the browser tests (and anyone curious in the console): the labyrinth, the
// side shown, the trial path, and where the drawing shown puts its squares.
window.pnpEdit = {
  state: () => sheets.clone({
    labyrinth: S.lab, side: S.side, path: S.path, shownKey: S.shown && S.shown.key,
    currentKey: keyOf(current()), grid: grid(), drawn: S.shown && { width: S.shown.sheet.width, height: S.shown.sheet.height },
  }),
};

start();
