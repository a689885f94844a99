"""The evaluation set of issue 16 (tests/data/privacy_eval) and the targets on its held-out part.

The data tests keep the set trustworthy: exact offsets, valid control digits, a held-out part
that shares no text, no sentence frame and no name with the dev part. The target tests run the
engine's privacy gate over the held-out part (bench/privacy_eval.py) and hold it to the issue's
targets; they are expected to fail until the detector improvements of issue 16 land.
"""

from __future__ import annotations

import importlib.util
import json
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from svaya.privacy.checksums import account_key_valid, inn_valid, luhn_valid, snils_valid
from svaya.privacy.classes import DEFAULT_CLASSES, is_personal

ROOT = Path(__file__).resolve().parents[3]
DATA = ROOT / "tests" / "data" / "privacy_eval"
PERSONAL = {seed.code for seed in DEFAULT_CLASSES if is_personal(seed.code)}
GENRES = {"form", "dialogue", "email", "ocr", "note", "mixed"}
# Issue 16 is open for the classes in BELOW_TARGET_BEFORE (below). Strict: the day one of them
# meets the target, its mark must go.
NOT_YET = pytest.mark.xfail(strict=True, reason="issue 16 open: held-out recall below 0.99")


def _bench() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "privacy_eval_bench", ROOT / "bench" / "privacy_eval.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while the class is built
    spec.loader.exec_module(module)
    return module


bench = _bench()


def _load(split: str) -> list[dict[str, Any]]:
    lines = (DATA / f"{split}.jsonl").read_text(encoding="utf-8").splitlines()
    return [json.loads(line) for line in lines]


@pytest.fixture(scope="module")
def dev() -> list[dict[str, Any]]:
    return _load("dev")


@pytest.fixture(scope="module")
def heldout() -> list[dict[str, Any]]:
    return _load("heldout")


def _digits(value: str) -> str:
    return re.sub(r"\D", "", value)


# The data ------------------------------------------------------------------------------------


def test_the_committed_files_are_what_the_seeded_generator_builds() -> None:
    generator = DATA / "generate.py"
    done = subprocess.run(
        [sys.executable, str(generator), "--check"], capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr


def test_it_has_enough_texts_in_every_genre_split_sixty_forty(
    dev: list[dict[str, Any]], heldout: list[dict[str, Any]]
) -> None:
    assert len(dev) + len(heldout) >= 220
    # It began 60/40; later dev rounds grow the dev part (new writers and names to develop on),
    # held-out rounds add texts nobody tuned on, and the held-out part stays over a quarter of
    # the set.
    assert len(dev) >= len(heldout) and len(heldout) / (len(dev) + len(heldout)) >= 0.25
    for records in (dev, heldout):
        assert {r["genre"] for r in records} == GENRES
        assert min(Counter(r["genre"] for r in records).values()) >= 12


def test_every_personal_class_and_org_values_are_labelled_in_the_held_out_part(
    heldout: list[dict[str, Any]],
) -> None:
    counts = Counter(s["class"] for r in heldout for s in r["spans"])
    for cls in PERSONAL:
        assert counts[cls] >= 10, (cls, counts)
    assert counts["org"] >= 100


@pytest.mark.parametrize("split", ["dev", "heldout"])
def test_every_span_is_exactly_its_text_and_of_a_known_class(split: str) -> None:
    ids = set()
    for record in _load(split):
        assert record["id"] not in ids
        ids.add(record["id"])
        end = 0
        for span in record["spans"]:
            assert span["class"] in PERSONAL | {"org"}, (record["id"], span)
            assert record["text"][span["start"] : span["end"]] == span["value"], (
                record["id"],
                span,
            )
            assert span["value"] == span["value"].strip() and span["value"], (record["id"], span)
            assert span["start"] >= end, ("spans overlap or are out of order", record["id"], span)
            end = span["end"]


@pytest.mark.parametrize("split", ["dev", "heldout"])
def test_identifiers_have_valid_control_digits(split: str) -> None:
    checked: Counter[str] = Counter()
    for record in _load(split):
        biks = {
            _digits(s["value"]) for s in record["spans"] if re.fullmatch(r"04\d{7}", s["value"])
        }
        for span in record["spans"]:
            cls, digits = span["class"], _digits(span["value"])
            where = (record["id"], span["value"])
            if cls == "pd.inn":
                assert len(digits) == 12 and inn_valid(digits), where
            elif cls == "pd.snils":
                assert snils_valid(digits), where
            elif cls == "pd.card":
                assert len(digits) == 16 and luhn_valid(digits), where
            elif cls == "pd.account":
                assert any(account_key_valid(digits, bik) for bik in biks), where
            elif cls == "pd.passport" and re.fullmatch(r"[A-Z]{2} *(?:№ *)?\d{7}", span["value"]):
                pass  # a Central Asian passport: two Latin letters and seven digits
            elif cls == "pd.passport":
                digits += _spoken_digits(span["value"])
                # A series, a number, both; 9: a foreign-travel passport (2 + 7 digits).
                assert len(digits) in (4, 6, 9, 10), where
            elif cls == "org" and span["value"].isdigit() and len(digits) == 10:
                assert inn_valid(digits), where
            elif cls == "org" and span["value"].isdigit() and len(digits) == 13:
                assert int(digits[:12]) % 11 % 10 == int(digits[12]), ("OGRN", where)
            else:
                continue
            checked[cls] += 1
    assert {"pd.inn", "pd.snils", "pd.card", "pd.account", "org"} <= set(checked)


_UNIT_WORDS = ("ноль", "один", "два", "три", "четыре", "пять", "шесть", "семь", "восемь", "девять")
_TEEN_WORDS = ("десять", "одиннадцать", "двенадцать", "тринадцать", "четырнадцать", "пятнадцать",
               "шестнадцать", "семнадцать", "восемнадцать", "девятнадцать")  # fmt: skip
_TENS_WORDS = ("двадцать", "тридцать", "сорок", "пятьдесят", "шестьдесят", "семьдесят",
               "восемьдесят", "девяносто")  # fmt: skip
_HUNDRED_WORDS = ("сто", "двести", "триста", "четыреста", "пятьсот", "шестьсот", "семьсот",
                  "восемьсот", "девятьсот")  # fmt: skip


def _spoken_digits(value: str) -> str:
    """The digits of numbers dictated to speech recognition ("сорок пять ноль восемь сто
    двадцать три" → "4508123"): a number runs hundreds, tens, units, each place filled once
    ("двадцать три" is 23, "три двадцать" two numbers); "ноль" is a digit of its own."""
    out: list[str] = []
    number, room = 0, 0  # room: the places the current number may still fill (2 tens, 1 units)
    for word in value.lower().split():
        if word in _HUNDRED_WORDS:
            value_, needs, after = (_HUNDRED_WORDS.index(word) + 1) * 100, 3, 2
        elif word in _TENS_WORDS:
            value_, needs, after = (_TENS_WORDS.index(word) + 2) * 10, 2, 1
        elif word in _TEEN_WORDS:
            value_, needs, after = _TEEN_WORDS.index(word) + 10, 2, 0
        elif word in _UNIT_WORDS[1:]:
            value_, needs, after = _UNIT_WORDS.index(word), 1, 0
        else:
            value_, needs, after = 0, 0, 0
        if needs and needs <= room:
            number, room = number + value_, after
            continue
        if number:
            out.append(str(number))
        number, room = value_, after
        if word == "ноль":
            out.append("0")
    if number:
        out.append(str(number))
    return "".join(out)


def test_the_data_test_reads_a_dictated_passport() -> None:
    assert _spoken_digits("сорок пять ноль восемь сто двадцать три четыреста пятьдесят шесть") == (
        "4508123456"
    )
    assert _spoken_digits("семьдесят одиннадцать сто три ноль сорок") == "7011103040"
    assert _spoken_digits("сорок десять пять шесть") == "401056"
    assert _spoken_digits("паспорт 4508") == ""


def test_the_data_test_rejects_a_wrong_control_digit() -> None:
    assert not inn_valid("770147987327")
    assert not snils_valid("51915515181")
    assert not luhn_valid("2200390167589597")


def _masked_lines(record: dict[str, Any]) -> set[str]:
    """The record's lines with labelled values replaced by their class: its sentence frames."""
    text, parts, cursor = record["text"], [], 0
    for span in record["spans"]:
        parts += [text[cursor : span["start"]], f"<{span['class']}>"]
        cursor = span["end"]
    parts.append(text[cursor:])
    return {line.strip() for line in "".join(parts).splitlines() if len(line.strip()) >= 20}


def test_the_held_out_part_shares_no_text_no_frame_and_no_name_with_dev(
    dev: list[dict[str, Any]], heldout: list[dict[str, Any]]
) -> None:
    # A failure names only what the parts share (a dev line), never the held-out part's texts.
    same_texts = len({r["text"] for r in dev} & {r["text"] for r in heldout})
    assert same_texts == 0, f"{same_texts} texts are in both parts"
    shared_frames = set().union(*map(_masked_lines, dev)) & set().union(
        *map(_masked_lines, heldout)
    )
    assert not shared_frames, sorted(shared_frames)

    def name_words(records: list[dict[str, Any]]) -> set[str]:
        spans = (s["value"] for r in records for s in r["spans"] if s["class"] == "pd.name")
        return {w.lower() for value in spans for w in re.findall(r"\w{3,}", value)}

    shared_names = name_words(dev) & name_words(heldout)
    assert not shared_names, sorted(shared_names)


@pytest.mark.parametrize("split", ["dev", "heldout"])
def test_the_hard_families_of_the_issue_are_present(split: str) -> None:
    spans = [(s["class"], s["value"]) for r in _load(split) for s in r["spans"]]
    names = [v for c, v in spans if c == "pd.name"]
    births = [v for c, v in spans if c == "pd.birthdate"]
    families = {
        "lower-case names": any(v == v.lower() and " " in v for v in names),
        "letter-spaced names": any(re.fullmatch(r"(?:\w {1,2})+\w", v) for v in names),
        "Latin names": any(re.fullmatch(r"[A-Za-z. ]+", v) for v in names),
        "a first name alone": any(re.fullmatch(r"[А-ЯЁ][а-яё]+", v) for v in names),
        "ISO birthdates": any(re.fullmatch(r"\d{4}-\d\d-\d\d", v) for v in births),
        "birthdates in words": any(re.search(r"[а-я]+ \d{4}$", v) for v in births),
        "day and month only": any(re.fullmatch(r"\d{1,2} [а-я]+|\d\d\.\d\d", v) for v in births),
        "odd date separators": any(re.search(r"\d ?[.,/] ?\d", v) and " " in v for v in births),
        "irregular passport spacing": any("  " in v for c, v in spans if c == "pd.passport"),
        "short addresses": any(re.search(r"\d+-\d+$", v) for c, v in spans if c == "pd.address"),
        "Latin addresses": any(re.search(r"[A-Za-z]{4}", v) for c, v in spans if c == "pd.address"),
        "toll-free numbers kept": any(
            v.replace(" ", "").startswith(("8-800", "8800", "8(800)"))
            for c, v in spans
            if c == "org"
        ),
    }
    assert all(families.values()), [name for name, present in families.items() if not present]


# The scorer ----------------------------------------------------------------------------------


def test_the_scorer_aligns_placeholders_and_applies_its_rules() -> None:
    text = "Клиент Волк Лилия Петровна, тел. +7 916 245-18-07, ООО «Кедр», ИНН 7701234567."

    def label(value: str, cls: str) -> Any:
        return bench.Label(text.index(value), text.index(value) + len(value), cls, value)

    labels = (
        label("Волк Лилия Петровна", "pd.name"),
        label("+7 916 245-18-07", "pd.contacts"),
        label("ООО «Кедр»", "org"),
        label("7701234567", "org"),
    )
    record = bench.Record("x", "note", text, labels)
    # The surname left beside a replaced first name is a miss; "+7" left is not; an org value
    # replaced is lost; a replacement over no personal label is a false positive.
    sent = "[PERSON_1] Волк [PERSON_2], тел. +7 [PHONE_1], ООО «Кедр», ИНН [INN_1]."
    replaced = bench.align(text, sent)
    assert [text[r.start : r.end] for r in replaced] == [
        "Клиент", "Лилия Петровна", "916 245-18-07", "7701234567",
    ]  # fmt: skip
    result = bench.Result()
    bench.score_one(record, replaced, result)
    assert result.recall("pd.name") == 0.0 and result.recall("pd.contacts") == 1.0
    assert result.orgs_kept_share() == 0.5
    assert result.precision("pd.name") == 0.5 and result.precision("pd.inn") == 0.0
    assert result.precision() == 0.5


def test_a_round_is_scored_on_its_own_texts(monkeypatch: pytest.MonkeyPatch) -> None:
    def record(id_: str, text: str, value: str) -> Any:
        start = text.index(value)
        label = bench.Label(start, start + len(value), "pd.contacts", value)
        return bench.Record(id_, "note", text, (label,))

    records = [
        record("r1-note-001", "тел. +7 916 245-18-07", "+7 916 245-18-07"),
        record("r1x-note-001", "почта ivan.petrov@mail.ru", "ivan.petrov@mail.ru"),
        record("r2-note-001", "тел. 916 two", "916"),
    ]
    monkeypatch.setattr(bench, "load", lambda split: records)
    rows = bench.by_round("dev").splitlines()
    # One row a prefix, in the order met; "r1-" takes neither "r1x-" nor "r2-".
    assert [row.split()[:2] for row in rows[1:]] == [["r1", "1"], ["r1x", "1"], ["r2", "1"]]
    assert rows[1].split()[6] == "1.000" and rows[3].split()[6] == "0.000"  # contacts recall


def test_a_json_text_the_gate_re_serialised_is_aligned_on_its_own_characters() -> None:
    # The gate sends a JSON text as json.dumps writes it (no line breaks, its own spacing); the
    # scorer must still find what was replaced in the original, not call the lost newlines
    # replaced stretches.
    text = '{"buyer": "Адзинба Зоя",\n "phone": "8 916 212 81 96",\n  "sku": "MP648184"}'
    sent = '{"buyer": "[PERSON_1]", "phone": "[PHONE_1]", "sku": "MP648184"}'
    replaced = bench.align(text, sent)
    assert [text[r.start : r.end] for r in replaced] == ["Адзинба Зоя", "8 916 212 81 96"]
    assert [r.placeholder for r in replaced] == ["[PERSON_1]", "[PHONE_1]"]


def test_the_alignment_does_not_cut_a_value_at_a_separator_inside_it() -> None:
    text = "Офис переехал: г. Тула, пр. Мира, д. 5. Ким Ирина звонила."
    sent = "Офис переехал: [ADDRESS_1]. [PERSON_1] звонила."
    replaced = bench.align(text, sent, {"[ADDRESS_1]": "г. Тула, пр. Мира, д. 5"})
    assert [text[r.start : r.end] for r in replaced] == ["г. Тула, пр. Мира, д. 5", "Ким Ирина"]


# The targets (issue 16) ----------------------------------------------------------------------


@pytest.fixture(scope="module")
def heldout_result() -> Any:
    result = bench.evaluate("heldout")
    print("\nheld-out part\n" + result.table())
    return result


# Still below the target after the tenth round of issue 16's detector work, measured once on the
# held-out part as it grew to 420 texts (a seventh and an eighth held-out round of 48 each,
# written by writers who had not read the rules, first measured then), recall with the round's
# starting rules (3fb4152) -> its end: names 0.926 -> 0.930, addresses 0.894 -> 0.904, dates of
# birth 0.961 -> 0.961, passports 0.965 -> 0.968, contacts 0.986 -> 0.984 (one value of 576
# lost; at 324 texts contacts met the target, the new rounds brought it under), SNILS 0.990
# (96 of 97: just under); precision 0.958 -> 0.963. The dev part went 0.982 -> 0.993 over the
# same work. The classes that meet the target are tested, like precision, against a regression.
# Remove a class from this set when it meets the target.
BELOW_TARGET_BEFORE = {
    "pd.address",
    "pd.birthdate",
    "pd.contacts",
    "pd.name",
    "pd.passport",
}
# SNILS meets the target since the ninth held-out round (104 of 105).
# What the held-out part scores now (468 texts), for the classes below the target: a change that
# loses ground fails here, whatever the target tests say. The ninth held-out round brought
# addresses (0.904 on 420 texts) and dates of birth (0.961) down with it; the rules scored the
# same on the old texts.
FLOORS = {
    "pd.address": 0.889,
    "pd.birthdate": 0.95,
    "pd.contacts": 0.983,
    "pd.name": 0.941,
    "pd.passport": 0.965,
}
ORG_FLOOR = 0.96


@pytest.mark.parametrize(
    "cls",
    [pytest.param(c, marks=NOT_YET) if c in BELOW_TARGET_BEFORE else c for c in sorted(PERSONAL)],
)
def test_held_out_recall_is_at_least_0_99_for_every_personal_class(
    heldout_result: Any, cls: str
) -> None:
    # Figures only, here and below: the held-out texts stay unread while the rules are tuned.
    assert heldout_result.recall(cls) >= 0.99, round(heldout_result.recall(cls), 3)


def test_held_out_precision_is_at_least_0_95(heldout_result: Any) -> None:
    assert heldout_result.precision() >= 0.95, round(heldout_result.precision(), 3)


@pytest.mark.xfail(
    strict=True,
    reason="issue 16 open: held-out organisation values kept 0.961 on 420 texts (0.954 with the "
    "tenth round's starting rules; the eighth round keeps 0.918), below 0.98",
)
def test_held_out_organisation_values_are_kept(heldout_result: Any) -> None:
    assert heldout_result.orgs_kept_share() >= 0.98, round(heldout_result.orgs_kept_share(), 3)


@pytest.mark.parametrize("cls", sorted(FLOORS))
def test_held_out_recall_does_not_fall_below_this_rounds(heldout_result: Any, cls: str) -> None:
    assert heldout_result.recall(cls) >= FLOORS[cls], round(heldout_result.recall(cls), 3)


def test_held_out_organisation_values_kept_do_not_fall_below_this_rounds(
    heldout_result: Any,
) -> None:
    assert heldout_result.orgs_kept_share() >= ORG_FLOOR, round(heldout_result.orgs_kept_share(), 3)


def test_a_result_shows_figures_only_never_the_texts_it_scored() -> None:
    # A failed target test prints its operands; the held-out part's texts must not show.
    result = bench.Result(texts=1)
    result.misses.append("heldout-x: pd.name 'Волк Лилия' (0%)")
    result.false_positives.append("heldout-x: [PERSON_1] ← 'Мороз'")
    result.orgs_lost.append("heldout-x: 'ООО «Кедр»'")
    assert "Волк" not in repr(result) and "Мороз" not in repr(result)
    assert "Кедр" not in repr(result) and "texts=1" in repr(result)
