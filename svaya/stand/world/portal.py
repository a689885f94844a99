"""The accounting portal: forms, the portal's check of one field, and the form submission."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from svaya.privacy import inn_valid
from svaya.stand.world.base import Tool, WorldError

Rule = Callable[[str], str | None]  # the portal's complaint about a value, None when valid

_LEGAL_FORMS = (
    "ООО|АО|ПАО|ЗАО|НАО|ОАО|Общество с ограниченной ответственностью|Акционерное общество"
    "|Публичное акционерное общество"
)
_ORG_NAME = re.compile(rf"^(?:{_LEGAL_FORMS})\s+[«\"][^«»\"]{{2,}}[»\"]$")
_KPP = re.compile(r"^\d{4}[\dA-Z]{2}\d{3}$")
_STREET = re.compile(r"(?:ул\.|пр\.|пр-т|пер\.|наб\.|ш\.|б-р|пл\.|проезд|мкр\.)")
_HOUSE = re.compile(r"\bд\.\s?\d")
_OKVED = re.compile(r"^\d{2}(?:\.\d{1,2}){0,2}$")
_PERSON = re.compile(r"^[А-ЯЁ][а-яё]+(?:-[А-ЯЁ][а-яё]+)?(?:\s[А-ЯЁ][а-яё]+){1,2}$")
_PHONE_CHARS = re.compile(r"^[+\d\s()\-]+$")
_EMAIL = re.compile(r"^[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[a-zа-я]{2,}$", re.IGNORECASE)
_POSITION = re.compile(r"^[А-ЯЁа-яё][А-ЯЁа-яё\s-]{2,80}$")
_PASSPORT = re.compile(r"^\d{2}\s?\d{2}\s?\d{6}$")
_MONEY = re.compile(r"^\d[\d\s\u00a0]*(?:\s?(?:руб\.?|₽))?$")


def _org_name(value: str) -> str | None:
    if _ORG_NAME.match(value):
        return None
    return "Укажите организационно-правовую форму и наименование в кавычках: ООО «Ромашка»"


def _inn10(value: str) -> str | None:
    if not (value.isdigit() and len(value) == 10):
        return "ИНН организации состоит из 10 цифр"
    return None if inn_valid(value) else "Контрольное число ИНН не сходится"


def _kpp(value: str) -> str | None:
    return None if _KPP.match(value) else "КПП: 4 цифры, 2 цифры или латинские буквы, 3 цифры"


def _ogrn(value: str) -> str | None:
    if not (value.isdigit() and len(value) == 13):
        return "ОГРН состоит из 13 цифр"
    return (
        None
        if int(value[:12]) % 11 % 10 == int(value[12])
        else "Контрольное число ОГРН не сходится"
    )


def _address(value: str) -> str | None:
    if re.match(r"^\d{6},\s?\S", value) and _STREET.search(value) and _HOUSE.search(value):
        return (
            None
            if "?" not in value and "▒" not in value
            else "Адрес содержит нераспознанные символы"
        )
    return "Адрес начинается с шестизначного почтового индекса и содержит улицу и номер дома"


def _okved(value: str) -> str | None:
    return None if _OKVED.match(value) else "Код ОКВЭД 2 имеет вид NN.NN или NN.NN.N"


def _person_name(value: str) -> str | None:
    return None if _PERSON.match(value) else "Укажите фамилию, имя и отчество полностью, кириллицей"


def _phone(value: str) -> str | None:
    digits = re.sub(r"\D", "", value)
    if _PHONE_CHARS.match(value) and len(digits) == 11 and digits[0] in "78":
        return None
    return "Телефон: +7 и 10 цифр, например +7 (812) 334-56-78"


def _email(value: str) -> str | None:
    return None if _EMAIL.match(value) else "Адрес электронной почты имеет вид name@example.ru"


def _position(value: str) -> str | None:
    return None if _POSITION.match(value) else "Укажите наименование должности словами"


def _passport(value: str) -> str | None:
    return None if _PASSPORT.match(value) else "Серия и номер паспорта: NN NN NNNNNN"


def _year(value: str) -> str | None:
    if value.isdigit() and 2015 <= int(value) <= 2025:
        return None
    return "Отчетный год — четыре цифры, с 2015 по 2025"


def _money(value: str) -> str | None:
    if _MONEY.match(value) and int(re.sub(r"\D", "", value)) > 0:
        return None
    return "Выручка — целое положительное число рублей, например 412 380 000"


def _count(value: str) -> str | None:
    if value.isdigit() and 1 <= int(value) <= 1_000_000:
        return None
    return "Численность — целое число человек от 1"


RULES: dict[str, Rule] = {
    "org_name": _org_name,
    "inn10": _inn10,
    "kpp": _kpp,
    "ogrn": _ogrn,
    "address": _address,
    "okved": _okved,
    "person_name": _person_name,
    "phone": _phone,
    "email": _email,
    "position": _position,
    "passport": _passport,
    "year": _year,
    "money": _money,
    "count": _count,
}


class Portal:
    def __init__(self, data: dict[str, Any]) -> None:
        self.forms: dict[str, dict[str, Any]] = data["forms"]
        self.prefix: str = data["registration_prefix"]
        self.first: int = data["first_registration"]
        self.submitted: list[dict[str, Any]] = []
        for code, form in self.forms.items():
            unknown = [f["rule"] for f in form["fields"] if f["rule"] not in RULES]
            if unknown:
                raise ValueError(
                    f"portal form {code}: unknown rules {unknown}; known: {list(RULES)}"
                )

    def tools(self) -> dict[str, Tool]:
        return {
            "portal.form_schema": Tool(self.form_schema, {"form_code": "string"}),
            "portal.validate_field": Tool(
                self.validate_field, {"form_code": "string", "field": "string", "value": "string"}
            ),
            "portal.submit_form": Tool(
                self.submit_form, {"form_code": "string", "fields": "fields"}, effect="write"
            ),
        }

    def form_schema(self, args: dict[str, Any]) -> dict[str, Any]:
        code, form = self._form(args["form_code"])
        fields = [
            {k: f[k] for k in ("code", "title", "required", "format")} for f in form["fields"]
        ]
        return {"form_code": code, "title": form["title"], "fields": fields}

    def validate_field(self, args: dict[str, Any]) -> dict[str, Any]:
        code, form = self._form(args["form_code"])
        field = self._field(code, form, args["field"].strip())
        problem = RULES[field["rule"]](args["value"].strip())
        return {
            "form_code": code,
            "field": field["code"],
            "valid": problem is None,
            "message": problem or "Значение принято",
        }

    def submit_form(self, args: dict[str, Any]) -> dict[str, Any]:
        code, form = self._form(args["form_code"])
        values = _field_values(args["fields"])
        problems = [f"{name}: {text}" for name, text in self._problems(code, form, values)]
        if problems:
            raise WorldError(422, f"form {code} is not accepted: {'; '.join(problems)}")
        number = f"{self.prefix}{self.first + len(self.submitted):06d}"
        self.submitted.append({"form_code": code, "fields": values, "registration_number": number})
        return {
            "status": "accepted",
            "form_code": code,
            "registration_number": number,
            "fields_received": len(values),
        }

    def _problems(
        self, code: str, form: dict[str, Any], values: dict[str, str]
    ) -> list[tuple[str, str]]:
        known = {f["code"]: f for f in form["fields"]}
        found = [(name, f"no such field in {code}") for name in values if name not in known]
        for name, field in known.items():
            if name not in values:
                if field["required"]:
                    found.append((name, "обязательное поле не заполнено"))
                continue
            problem = RULES[field["rule"]](values[name])
            if problem:
                found.append((name, problem))
        return found

    def _form(self, code: str) -> tuple[str, dict[str, Any]]:
        code = code.strip()
        form = self.forms.get(code)
        if form is None:
            raise WorldError(404, f"form {code} is not on the portal; forms: {list(self.forms)}")
        return code, form

    def _field(self, code: str, form: dict[str, Any], name: str) -> dict[str, Any]:
        for field in form["fields"]:
            if field["code"] == name:
                return field
        codes = [f["code"] for f in form["fields"]]
        raise WorldError(422, f"form {code} has no field {name!r}; fields: {codes}")


def _field_values(fields: dict[str, Any] | list[Any]) -> dict[str, str]:
    """Fields as the fill-form step returns them ([{code, value}]) or as a mapping."""
    if isinstance(fields, dict):
        return {str(k): str(v).strip() for k, v in fields.items()}
    values: dict[str, str] = {}
    for item in fields:
        if not isinstance(item, dict) or not isinstance(item.get("code"), str):
            raise WorldError(400, "fields: every item must be an object {code, value}")
        values[item["code"]] = str(item.get("value", "")).strip()
    return values
