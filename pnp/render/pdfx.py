"""PDF/X: what turns one of our CMYK PDFs into a file a print shop's preflight accepts.

reportlab writes the pages (every colour already DeviceCMYK through the
press profile, :mod:`pnp.render.cmyk`; fonts embedded and subset; TrimBox and
BleedBox on every page; no transparency). pikepdf (qpdf) then adds what a
PDF/X file declares about itself:

- an OutputIntent (``/S /GTS_PDFX``) naming the printing condition, FOGRA39,
  with the press profile embedded as its DestOutputProfile;
- the version keys in the document information (``GTS_PDFXVersion``, and
  ``GTS_PDFXConformance`` for PDF/X-1a:2001 and :2003, which some card
  services ask for) and ``/Trapped /False`` (we trap
  nothing; the shop may);
- for PDF/X-4, XMP metadata repeating them (``pdfxid:GTS_PDFXVersion``,
  ``pdf:Trapped``, the dates, title, document and version ids), as ISO
  15930-7 asks, and a PDF 1.6 header; PDF/X-1a:2001 keeps PDF 1.3 and
  :2003 PDF 1.4 (we write nothing newer: no transparency, no object streams).

Everything written is derived from the file itself, so the same pages give
the same bytes.
"""

from __future__ import annotations

import hashlib
import io
import zlib
from xml.sax.saxutils import escape

from pnp.errors import PnpError
from pnp.render.cmyk import CONDITION, CONDITION_ID, PROFILE_NAME, profile_bytes

X4 = "PDF/X-4"
X1A = ("PDF/X-1a:2001", "PDF/X-1a:2003")
STANDARDS = (X4, *X1A)
# what each declares: GTS_PDFXVersion, and the highest PDF header it allows
_VERSION = {X4: ("PDF/X-4", "1.6"), "PDF/X-1a:2001": ("PDF/X-1:2001", "1.3"), "PDF/X-1a:2003": ("PDF/X-1:2003", "1.4")}
_REGISTRY = "http://www.color.org"


def _xmp_date(pdf_date: str) -> str:
    """``D:20000101000000+00'00'`` as XMP's ``2000-01-01T00:00:00+00:00``."""
    d = pdf_date.removeprefix("D:")
    zone = d[14:].replace("'", "")
    zone = zone[:3] + ":" + zone[3:] if len(zone) == 5 else "Z"
    return f"{d[0:4]}-{d[4:6]}-{d[6:8]}T{d[8:10]}:{d[10:12]}:{d[12:14]}{'Z' if zone == '+00:00' else zone}"


def _xmp(title: str, producer: str, creator: str, created: str, modified: str, document_id: str) -> bytes:
    text = f"""<?xpacket begin="\ufeff" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
 <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
  <rdf:Description rdf:about=""
    xmlns:dc="http://purl.org/dc/elements/1.1/"
    xmlns:xmp="http://ns.adobe.com/xap/1.0/"
    xmlns:pdf="http://ns.adobe.com/pdf/1.3/"
    xmlns:xmpMM="http://ns.adobe.com/xap/1.0/mm/"
    xmlns:pdfxid="http://www.npes.org/pdfx/ns/id/">
   <dc:format>application/pdf</dc:format>
   <dc:title><rdf:Alt><rdf:li xml:lang="x-default">{escape(title)}</rdf:li></rdf:Alt></dc:title>
   <xmp:CreatorTool>{escape(creator)}</xmp:CreatorTool>
   <xmp:CreateDate>{created}</xmp:CreateDate>
   <xmp:ModifyDate>{modified}</xmp:ModifyDate>
   <xmp:MetadataDate>{modified}</xmp:MetadataDate>
   <pdf:Producer>{escape(producer)}</pdf:Producer>
   <pdf:Trapped>False</pdf:Trapped>
   <xmpMM:DocumentID>uuid:{document_id}</xmpMM:DocumentID>
   <xmpMM:InstanceID>uuid:{document_id}</xmpMM:InstanceID>
   <xmpMM:VersionID>1</xmpMM:VersionID>
   <xmpMM:RenditionClass>default</xmpMM:RenditionClass>
   <pdfxid:GTS_PDFXVersion>{X4}</pdfxid:GTS_PDFXVersion>
  </rdf:Description>
 </rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>"""
    return text.encode("utf-8")


def _uuid(data: bytes) -> str:
    h = hashlib.sha256(data).hexdigest()
    return f"{h[0:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:32]}"


def make_pdfx(pdf: bytes, standard: str = X4) -> bytes:
    """``pdf`` (our own, CMYK) declared as ``standard``: OutputIntent, version keys, Trapped, XMP for X-4."""
    import pikepdf
    from pikepdf import Array, Dictionary, Name, String

    if standard not in STANDARDS:
        raise PnpError(f"unknown PDF standard {standard!r} (use {' or '.join(STANDARDS)})")
    with pikepdf.open(io.BytesIO(pdf)) as doc:
        profile = doc.make_stream(b"")
        profile.write(zlib.compress(profile_bytes(), 9), filter=Name.FlateDecode)
        profile.N = 4
        profile.Alternate = Name.DeviceCMYK
        doc.Root.OutputIntents = Array([doc.make_indirect(Dictionary(
            Type=Name.OutputIntent, S=Name.GTS_PDFX, OutputConditionIdentifier=String(CONDITION_ID),
            OutputCondition=String(CONDITION), RegistryName=String(_REGISTRY), Info=String(PROFILE_NAME),
            DestOutputProfile=profile))])
        info = doc.docinfo
        info.Trapped = Name("/False")
        version, header = _VERSION[standard]
        info.GTS_PDFXVersion = String(version)
        if standard in X1A:
            info.GTS_PDFXConformance = String(standard)
        else:
            created = str(info.get("/CreationDate", "D:20000101000000Z"))
            modified = str(info.get("/ModDate", created))
            metadata = doc.make_stream(_xmp(str(info.get("/Title", "")), str(info.get("/Producer", "")),
                                            str(info.get("/Creator", "")), _xmp_date(created),
                                            _xmp_date(modified), _uuid(pdf)))
            metadata.Type = Name.Metadata
            metadata.Subtype = Name.XML
            doc.Root.Metadata = metadata
        out = io.BytesIO()
        # no object streams (PDF 1.5) so PDF/X-1a's 1.3 or 1.4 holds; the ID derives from the content: same in, same
        # out; streams as they are (reportlab's pages and the profile compressed, the XMP left readable)
        doc.save(out, deterministic_id=True, object_stream_mode=pikepdf.ObjectStreamMode.disable,
                 force_version=header, compress_streams=False,
                 fix_metadata_version=False)
    return out.getvalue()
