// pnp edit: what the page holds and the small helpers every part of it uses. The labyrinth being edited
// ({"sides": {"A": SHEET, "B": SHEET?}}), its undo and redo stacks, the tool, the trial path, the check shown.
// All text from the server or the user goes in with textContent; the server's SVG is the only markup inserted.

import { ApiError } from "./api.js";

export const SVG_NS = "http://www.w3.org/2000/svg";
export const $ = (id) => document.getElementById(id);
export const PAR_BUDGET = 2.0;
export const DECK_BUDGET = 10.0;
export const DIFFICULTIES = ["tutorial", "easy", "medium", "hard"];

export const S = {
  session: null,
  lab: null, // {sides: {A: SHEET, B?: SHEET}}
  side: "A",
  undo: [],
  redo: [],
  tool: null, // a palette entry, "erase", or null (select)
  pathMode: false,
  path: [],
  dragging: false,
  cursor: null, // the square keys act on
  hover: null,
  shown: null, // {key, sheet, answer}: the check the sheet shows
  card: "",
  ticket: 0, // par and deck requests: the server cancels older ones
  parTicket: 0,
  par: null, // the par answer shown
  parKey: "",
  scoreSeq: 0,
  savedKey: "",
  lastClick: null, // {cell, depth, time}: a double-click takes back its first click's edit
  fault: null, // {squares, walls}: where the trial path breaks a rule (the referee's reason), drawn on the sheet
};

export const current = () => S.lab.sides[S.side];
export const keyOf = (value) => JSON.stringify(value);
// Changes a closed tab would lose: the design differs from the file as last saved (or, with no file opened and
// nothing saved yet, from the design the session started with).
export const dirty = () => keyOf(S.lab) !== S.savedKey;

export function text(el, value) {
  el.textContent = value;
  return el;
}

export function elem(tag, value = "", cls = "") {
  const el = document.createElement(tag);
  if (value) el.textContent = value;
  if (cls) el.className = cls;
  return el;
}

export function svgEl(tag, attrs) {
  const el = document.createElementNS(SVG_NS, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  return el;
}

export function fail(where, err) {
  text($(where), err instanceof ApiError ? err.message : `could not reach the server (${err.message})`);
}
