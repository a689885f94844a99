"""The document store: sections of uploaded documents. (The external mail relay is declared in
catalog/solutions/portal-submission-from-document/stand.yaml.)"""

from __future__ import annotations

from typing import Any

from svaya.stand.world.base import Tool, WorldError, fold


class Docs:
    def __init__(self, data: dict[str, Any]) -> None:
        self.documents: dict[str, dict[str, Any]] = data["documents"]

    def tools(self) -> dict[str, Tool]:
        return {
            "docs.list_sections": Tool(self.list_sections, {"document_id": "string"}),
            "docs.read_section": Tool(
                self.read_section, {"document_id": "string", "section": "string"}
            ),
        }

    def list_sections(self, args: dict[str, Any]) -> dict[str, Any]:
        doc_id, doc = self._document(args["document_id"])
        listing: dict[str, Any] = {
            "document_id": doc_id,
            "title": doc["title"],
            "kind": doc["kind"],
            "sections": [{"id": s["id"], "title": s["title"]} for s in doc["sections"]],
        }
        if "ocr_confidence" in doc:
            listing["ocr_confidence"] = doc["ocr_confidence"]
        return listing

    def read_section(self, args: dict[str, Any]) -> dict[str, Any]:
        doc_id, doc = self._document(args["document_id"])
        wanted = fold(args["section"])
        for section in doc["sections"]:
            if wanted in (fold(section["id"]), fold(section["title"])):
                return {
                    "document_id": doc_id,
                    "section": section["id"],
                    "title": section["title"],
                    "text": section["text"],
                }
        ids = [s["id"] for s in doc["sections"]]
        raise WorldError(404, f"{doc_id} has no section {args['section']!r}; sections: {ids}")

    def _document(self, doc_id: str) -> tuple[str, dict[str, Any]]:
        doc_id = doc_id.strip()
        doc = self.documents.get(doc_id)
        if doc is None:
            raise WorldError(404, f"document {doc_id} is not in the document store")
        return doc_id, doc
