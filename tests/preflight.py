"""A PDF/X preflight, read back from the file as a print shop's checker would, independent of the renderer.

:func:`preflight` opens a PDF with pikepdf and lists every problem it finds against what issue 18 asks of
a print-shop file:

- the PDF/X declaration: ``GTS_PDFXVersion`` in the document information (and ``GTS_PDFXConformance``
  for PDF/X-1a), ``/Trapped`` a name True or False, for PDF/X-4 the same version in the XMP metadata
  and a header of at most 1.6 (1.3 for PDF/X-1a:2001);
- an OutputIntent with ``/S /GTS_PDFX``, an OutputConditionIdentifier and an embedded four-channel
  (CMYK, output-class) ICC profile;
- on every page a TrimBox inside a BleedBox inside the MediaBox;
- every font embedded (a FontFile stream) and subset (a ``ABCDEF+`` name prefix);
- colour: no RGB anywhere (``rg``/``RG``, an RGB or calibrated-RGB colour space set by ``cs``/``CS``, an
  image or an ICC-based space with three channels), no transparency (a soft mask, a blend mode other than
  Normal, a constant alpha under 1);
- total ink: the largest C + M + Y + K of any colour set by ``k``/``K`` (the registration colour, 100 % of
  every ink, exempt: it is for marks outside the trim);
- text in black: text shown in a four-colour black (a dark neutral mix of all four inks,
  :func:`_four_colour_black`) is a problem: black text is 100 % K.

:func:`ghostscript_max_ink` is the second opinion on the ink: Ghostscript renders the pages to CMYK
(``tiff32nc``: the separations as they would be imaged) and the most C + M + Y + K on any pixel is read.

``python tests/preflight.py FILE.pdf...`` prints what it finds.
"""

from __future__ import annotations

import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
import pikepdf
from pdfcheck import need_tool
from PIL import Image

_RGB_SPACES = {"/DeviceRGB", "/CalRGB"}
_SHOWS = {"Tj", "TJ", "'", '"'}
REGISTRATION = (1.0, 1.0, 1.0, 1.0)


@dataclass
class Report:
    version: str | None = None
    problems: list[str] = field(default_factory=list)
    max_ink: float = 0.0  # the largest C + M + Y + K set by k/K, registration excepted
    cmyk_colours: set[tuple[float, ...]] = field(default_factory=set)
    text_fills: set[tuple[float, ...]] = field(default_factory=set)  # the fill colours text was shown in

    def fail(self, text: str) -> None:
        if text not in self.problems:
            self.problems.append(text)


def _inside(inner, outer) -> bool:
    eps = 1e-3
    return (inner[0] >= outer[0] - eps and inner[1] >= outer[1] - eps
            and inner[2] <= outer[2] + eps and inner[3] <= outer[3] + eps)


def _space_is_rgb(space) -> bool:
    if isinstance(space, pikepdf.Name):
        return str(space) in _RGB_SPACES
    if isinstance(space, pikepdf.Array) and len(space) > 0:
        family = str(space[0])
        if family in _RGB_SPACES:
            return True
        if family == "/ICCBased":
            return int(space[1].get("/N", 0)) == 3
        if family in ("/Indexed", "/Separation", "/DeviceN"):
            base = space[1] if family == "/Indexed" else space[2]
            return _space_is_rgb(base)
    return False


def _four_colour_black(cmyk: tuple[float, ...]) -> bool:
    """A dark neutral built from all four inks (a profile's rich black), not K alone: C, M and Y each 30 % or
    more, within 25 % of each other, over at least 60 % K. A dark colour (a deep red) is not black."""
    c, m, y, k = cmyk
    cmy = (c, m, y)
    return k >= 0.6 and min(cmy) >= 0.3 and max(cmy) - min(cmy) <= 0.25


class _Colours:
    def __init__(self, report: Report) -> None:
        self.report = report

    def run(self, stream, resources, where: str, depth: int = 0) -> None:
        assert depth < 32, "forms nested too deep"
        fill: tuple[float, ...] = (0.0, 0.0, 0.0, 1.0)  # PDF's initial fill: black (DeviceGray 0)
        stack: list[tuple[float, ...]] = []
        for operands, op in pikepdf.parse_content_stream(stream):
            name = str(op)
            if name in ("rg", "RG"):
                self.report.fail(f"{where}: RGB colour operator {name}")
            elif name in ("k", "K"):
                values = self._cmyk(operands)
                fill = values if name == "k" else fill
            elif name == "g":
                fill = (0.0, 0.0, 0.0, 1.0 - float(operands[0]))
            elif name in ("cs", "CS"):
                space = self._space(resources, operands[0])
                if _space_is_rgb(space):
                    self.report.fail(f"{where}: RGB colour space {operands[0]}")
            elif name == "q":
                stack.append(fill)
            elif name == "Q":
                fill = stack.pop()
            elif name == "gs":
                self._graphics_state(resources, operands[0], where)
            elif name in _SHOWS:
                self.report.text_fills.add(fill)
                if _four_colour_black(fill):
                    self.report.fail(f"{where}: text in four-colour black {fill}")
            elif name == "Do":
                self._xobject(resources, operands[0], where, depth)
            elif name == "BI":
                self.report.fail(f"{where}: an inline image")

    def _cmyk(self, operands) -> tuple[float, ...]:
        values = tuple(float(v) for v in operands)
        if values != REGISTRATION:
            self.report.max_ink = max(self.report.max_ink, sum(values))
        self.report.cmyk_colours.add(values)
        return values

    @staticmethod
    def _space(resources, name):
        spaces = resources.get("/ColorSpace") if resources is not None else None
        if spaces is not None and str(name) in spaces:
            return spaces[str(name)]
        return pikepdf.Name(str(name))

    def _graphics_state(self, resources, name, where: str) -> None:
        states = resources.get("/ExtGState") if resources is not None else None
        state = states.get(str(name)) if states is not None else None
        if state is None:
            return
        smask = state.get("/SMask")
        if smask is not None and smask != pikepdf.Name("/None"):
            self.report.fail(f"{where}: a soft mask (transparency)")
        if str(state.get("/BM", "/Normal")) not in ("/Normal", "/Compatible"):
            self.report.fail(f"{where}: blend mode {state.get('/BM')} (transparency)")
        for key in ("/CA", "/ca"):
            if float(state.get(key, 1.0)) < 1.0:
                self.report.fail(f"{where}: constant alpha {key} under 1 (transparency)")

    def _xobject(self, resources, name, where: str, depth: int) -> None:
        xobjects = resources.get("/XObject") if resources is not None else None
        xo = xobjects.get(str(name)) if xobjects is not None else None
        if xo is None:
            return
        if xo.get("/Subtype") == "/Image":
            if _space_is_rgb(xo.get("/ColorSpace")):
                self.report.fail(f"{where}: an RGB image {name}")
            if "/SMask" in xo:
                self.report.fail(f"{where}: an image with a soft mask (transparency)")
        elif xo.get("/Subtype") == "/Form":
            if "/Group" in xo:
                self.report.fail(f"{where}: a transparency group {name}")
            self.run(xo, xo.get("/Resources", resources), f"{where} {name}", depth + 1)


def _fonts(pdf: pikepdf.Pdf, report: Report) -> None:
    for obj in pdf.objects:
        if not isinstance(obj, pikepdf.Dictionary) or obj.get("/Type") != "/FontDescriptor":
            continue
        font = str(obj.get("/FontName", ""))
        if not any(k in obj for k in ("/FontFile", "/FontFile2", "/FontFile3")):
            report.fail(f"font {font} not embedded")
        prefix = font.lstrip("/").split("+")[0]
        if "+" not in font or len(prefix) != 6 or not prefix.isupper():
            report.fail(f"font {font} not subset")


# GTS_PDFXVersion of a PDF/X-1a file: (its GTS_PDFXConformance, the highest PDF header it allows)
_X1A = {"PDF/X-1:2001": ("PDF/X-1a:2001", 1.3), "PDF/X-1:2003": ("PDF/X-1a:2003", 1.4)}


def _declaration(pdf: pikepdf.Pdf, report: Report) -> None:
    info = pdf.docinfo
    version = str(info.get("/GTS_PDFXVersion", "")) or None
    report.version = version
    if version is None:
        report.fail("no GTS_PDFXVersion in the document information")
    if info.get("/Trapped") not in (pikepdf.Name("/True"), pikepdf.Name("/False")):
        report.fail("Trapped is not the name /True or /False")
    if "/Title" not in info:
        report.fail("no Title")
    if version == "PDF/X-4":
        _x4(pdf, report)
    elif version in _X1A:
        conformance, header = _X1A[version]
        if str(info.get("/GTS_PDFXConformance", "")) != conformance:
            report.fail(f"{version} without GTS_PDFXConformance {conformance}")
        if float(pdf.pdf_version) > header:
            report.fail(f"{conformance} with a PDF {pdf.pdf_version} header")
    _output_intent(pdf, report)


def _x4(pdf: pikepdf.Pdf, report: Report) -> None:
    if float(pdf.pdf_version) > 1.6:
        report.fail(f"PDF/X-4 with a PDF {pdf.pdf_version} header")
    if "/Metadata" not in pdf.Root:
        report.fail("PDF/X-4 without XMP metadata")
        return
    with pdf.open_metadata() as xmp:
        if xmp.get("pdfxid:GTS_PDFXVersion") != "PDF/X-4":
            report.fail("the XMP does not say PDF/X-4")
        if xmp.get("pdf:Trapped") not in ("True", "False"):
            report.fail("the XMP has no pdf:Trapped")


def _output_intent(pdf: pikepdf.Pdf, report: Report) -> None:
    intents = [i for i in pdf.Root.get("/OutputIntents", []) if i.get("/S") == "/GTS_PDFX"]
    if len(intents) != 1:
        report.fail(f"{len(intents)} PDF/X OutputIntents (one wanted)")
        return
    intent = intents[0]
    if not str(intent.get("/OutputConditionIdentifier", "")):
        report.fail("the OutputIntent has no OutputConditionIdentifier")
    profile = intent.get("/DestOutputProfile")
    if profile is None:
        report.fail("the OutputIntent embeds no profile")
        return
    data = profile.read_bytes()
    if int(profile.get("/N", 0)) != 4 or data[16:20] != b"CMYK" or data[12:16] != b"prtr":
        report.fail("the output profile is not a CMYK printer profile")


def preflight(path: Path | str) -> Report:
    report = Report()
    with pikepdf.open(path) as pdf:
        _declaration(pdf, report)
        _fonts(pdf, report)
        for i, page in enumerate(pdf.pages):
            where = f"page {i + 1}"
            obj = page.obj
            media = [float(v) for v in obj.MediaBox]
            if "/TrimBox" not in obj or "/BleedBox" not in obj:
                report.fail(f"{where}: no TrimBox or BleedBox")
            else:
                trim, bleed = [float(v) for v in obj.TrimBox], [float(v) for v in obj.BleedBox]
                if not (_inside(trim, bleed) and _inside(bleed, media)):
                    report.fail(f"{where}: TrimBox, BleedBox and MediaBox not nested")
            if "/Group" in obj:
                report.fail(f"{where}: a page transparency group")
            _Colours(report).run(page.obj, obj.get("/Resources"), where)
    return report


def ghostscript_max_ink(path: Path, dpi: int = 72) -> float:
    """The most total ink on any pixel of any page, from Ghostscript's CMYK rendering (C + M + Y + K, 1 = 100 %)."""
    gs = need_tool("gs")  # CI installs Ghostscript; there a missing one fails
    out = path.parent / f"{path.stem}-sep"
    out.mkdir()
    subprocess.run([gs, "-q", "-dNOPAUSE", "-dBATCH", "-dSAFER", "-sDEVICE=tiff32nc", f"-r{dpi}",
                    f"-sOutputFile={out}/p-%03d.tif", str(path)], check=True, capture_output=True)
    most = 0.0
    for tif in sorted(out.glob("p-*.tif")):
        with Image.open(tif) as image:
            assert image.mode == "CMYK"
            most = max(most, float(np.asarray(image, dtype=np.int32).sum(axis=2).max()) / 255)
    return most



if __name__ == "__main__":
    for arg in sys.argv[1:]:
        found = preflight(arg)
        print(f"{arg}: {found.version}, max ink {found.max_ink * 100:.1f} %")
        for problem in found.problems:
            print("  " + problem)
