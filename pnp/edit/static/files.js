// pnp edit: the sheet's size, a fresh start (generate, blank), save and export.

import { ApiError, post } from "./api.js";
import { setSheet, showFileName } from "./check.js";
import { showHint } from "./palette.js";
import { saveDraft } from "./draft.js";
import { $, S, elem, fail, keyOf, text } from "./state.js";

// --- sheet size, generate, blank -------------------------------------------------------------------------

export function sizeInputs() {
  const w = Number($("width").value);
  const h = Number($("height").value);
  const { min_size: lo, max_size: hi } = S.session;
  if (!Number.isInteger(w) || !Number.isInteger(h) || w < lo || h < lo || w > hi || h > hi) {
    text($("hint"), `A sheet is ${lo} to ${hi} squares a side.`);
    return null;
  }
  return [w, h];
}

export function replaceSheet(sheet) {
  const letters = Object.keys(S.lab.sides);
  const fitted = letters.length > 1 ? { ...sheet, side: S.side } : sheet; // a two-sided file names its sides
  S.path = [];
  S.cursor = null;
  setSheet(fitted);
}

export async function startAfresh(what) {
  const size = sizeInputs();
  if (!size) return;
  const body = { width: size[0], height: size[1] };
  if (what === "generate") body.seed = Number($("seed").value);
  text($("hint"), what === "generate" ? "generating a verified sheet…" : "");
  try {
    replaceSheet((await post(what, body)).sheet);
    showHint();
  } catch (err) {
    fail("hint", err);
  }
}

// --- save and export -----------------------------------------------------------------------------------------

export async function save(name, overwrite) {
  const status = $("files-status");
  text(status, "saving…");
  const lab = S.lab;
  try {
    const a = await post("save", { labyrinth: lab, format: $("format").value, name, overwrite });
    if (name === null || !S.session.file) S.savedKey = keyOf(lab); // a new design saved as: nothing to lose
    saveDraft();
    $("save-as-form").hidden = true;
    $("confirm").hidden = true;
    text(status, `saved ${a.path}`);
    showFileName();
  } catch (err) {
    if (err instanceof ApiError && err.status === 409 && err.data.exists) {
      text($("confirm-text"), `${err.message}. Overwrite it?`);
      $("confirm").hidden = false;
      $("confirm").dataset.name = name;
      text(status, "");
      $("overwrite").focus();
    } else {
      fail("files-status", err);
    }
  }
}

export async function exportFiles(what) {
  const status = $("files-status");
  text(status, what === "kit" ? "making the kit (proving a whole deck: this takes a while)…" : "drawing the sheet PDF…");
  try {
    const a = await post("export", { labyrinth: S.lab, what });
    showWritten(status, what, a);
  } catch (err) {
    fail("files-status", err);
  }
}

// What an export wrote: the folder and the file to open first (a kit's kit.pdf), then every file, folded away
// (a kit writes some 200).
export function showWritten(status, what, a) {
  const parts = [elem("span", what === "kit" ? "Kit written to the folder" : "Written in the folder", "written-what"),
    elem("code", a.folder, "written-folder"), elem("span", "Open first:", "written-what"), elem("code", a.main, "written-main")];
  if (a.files.length > 1) {
    const all = document.createElement("details");
    all.className = "written-all";
    all.append(elem("summary", `all ${a.files.length} files`), ...a.files.map((f) => elem("code", f)));
    parts.push(all);
  }
  status.replaceChildren(...parts);
}
