"""The document store (sections of uploaded documents) and the external mail relay."""

from __future__ import annotations

import re
from typing import Any

from svaya.stand.world.base import Tool, WorldError, fold

_EMAIL = re.compile(r"^[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[a-zа-я]{2,}$", re.IGNORECASE)


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


class Mail:
    def __init__(self) -> None:
        self.outbox: list[dict[str, Any]] = []

    def tools(self) -> dict[str, Tool]:
        return {
            "mail.send_external": Tool(
                self.send_external, {"to": "string", "body": "string"}, effect="write"
            )
        }

    def send_external(self, args: dict[str, Any]) -> dict[str, Any]:
        if not _EMAIL.match(args["to"].strip()):
            raise WorldError(422, "to: expected an e-mail address, e.g. name@example.ru")
        message_id = f"MAIL-{len(self.outbox) + 1:06d}"
        self.outbox.append({**args, "message_id": message_id})
        return {"status": "queued", "message_id": message_id}
