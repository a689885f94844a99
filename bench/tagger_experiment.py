"""Would a learned sequence tagger beside the rules generalise to a new writer? (issue 16)

`python bench/tagger_experiment.py` (about two minutes; `--timing` afterwards for the cost).
Needs `pip install python-crfsuite==0.9.12`, which the project does not depend on: the tagger
did not pay (below), so nothing outside bench/ uses it.

A CRF (python-crfsuite) tags tokens BIO for pd.name, pd.address, pd.birthdate (org as a negative
class) from features that do not name the dev part's values: word shape and case, suffixes,
pymorphy2 grammemes (Name/Surn/Patr/Geox/Orgn, POS, case, unknown word), neighbours within two
tokens, label words earlier on the line ("адрес", "ФИО", "д.р.", "ул", ...).

Leave one round out: for each of rounds 5, 6 and 7 (writers who had not read the rules) the CRF
is trained on every other dev round ("loro"; "seen": only the rounds the rules of then had been
tuned on) and scored on the one left out, for (a) the rules alone, (b) the rules with the
tagger's spans added where the rules replaced nothing ("new") or also the parts of a tagger span
the rules left ("extend"), with no confidence floor or a floor of 0.9 ("p>=0.9": the least
marginal probability of the span's tokens). The rules that count are the rules as they were
before the round was written (a git snapshot, `SNAPSHOTS`): today's rules were tuned on every
dev round, so "rules now" is in-sample. The tagger's spans pass the project's organisation filter
(`drop_org_values`), as they would if hooked into the pseudonymizer.

Results (recall/precision; "+n, r" = spans the tagger added and the share of them on a
personal value):

    round  system                  pd.name      pd.address   pd.birthdate all personal
    dev5   rules then (813e864)    0.838/0.956  0.456/1.000  0.802/1.000  0.812/0.974
           rules now, in-sample    0.941/0.976  1.000/1.000  1.000/1.000  0.967/0.987
           then+tagger new         0.901/0.939  0.797/0.986  0.912/1.000  0.894/0.963  +78, 0.87
           then+tagger new, p>=0.9 0.851/0.947  0.633/1.000  0.802/1.000  0.838/0.969  +24, 0.83
           then+tagger extend      0.919/0.916  0.886/0.965  0.912/0.895  0.913/0.935  +128, 0.73
    dev6   rules then (11901b1)    0.901/0.966  0.604/0.810  0.561/0.840  0.822/0.901
           rules now, in-sample    0.977/0.992  0.989/1.000  0.991/1.000  0.984/0.996
           then+tagger new         0.935/0.945  0.703/0.832  0.636/0.847  0.861/0.894  +43, 0.77
           then+tagger new, p>=0.9 0.915/0.962  0.637/0.816  0.636/0.855  0.844/0.901  +18, 0.89
           then+tagger extend      0.983/0.914  0.791/0.795  0.664/0.776  0.900/0.865  +120, 0.65
    dev7   rules then (11901b1)    0.943/0.874  0.696/0.944  0.870/0.889  0.897/0.900
           rules now, in-sample    0.991/0.962  0.978/1.000  1.000/0.920  0.993/0.972
           then+tagger new         0.952/0.819  0.826/0.808  0.891/0.804  0.924/0.847  +46, 0.35
           then+tagger new, p>=0.9 0.943/0.863  0.739/0.923  0.891/0.827  0.908/0.885  +13, 0.38
           then+tagger extend      0.961/0.803  0.848/0.783  0.978/0.789  0.948/0.833  +60, 0.35

    mean all-personal recall over dev5-7: rules then 0.844; + tagger new 0.893 (+0.049),
    new with floor 0.9 0.863 (+0.019), extend 0.920 (+0.076); "seen" training: 0.889 / 0.859 /
    0.906. Tagging only windows of +-3 tokens around candidates (a digit run or a capitalised
    word not opening a sentence, the rules' spans left out) tags about 53 % of the tokens of
    these texts and costs 0.010 (new) to 0.018 (extend) of that recall.

- Recall: the tagger catches a share of what a new writer's texts slip past the rules
  (addresses in chat shorthand and transliteration, dates near keywords).
- Precision: its added spans are 35-87 % right (business addresses of a clinic or a pick-up
  point, "Здравствуйте", "Лада Калина", a year of a car, a pet's name), far under the 0.95
  asked; a confidence floor of 0.9 leaves most of the wrong ones and drops most of the gain.
- With the rules' spans as a feature (a first run; `sentence_features` keeps it, the runs pass
  none) the CRF learns to follow them (the rules are near-perfect on the rounds they were tuned
  on) and adds nearly nothing: all-personal recall +0.000 to +0.004 ("new"), up to +0.020
  ("extend").
- The baseline is the rules of then; next to today's rules, tuned on all seven rounds, the gain
  on the next writer would be smaller still.
- Cost (`--timing`, one core, dev texts repeated to 1 MB, 194k tokens): features and tagging
  of every token 6.2 s/MB (features about 4.5, crfsuite about 1.1, marginals the rest);
  candidate windows without the rules' spans still cover 86 % of tokens (5.6 s/MB). The budget
  is 0.15 s/MB: about 40 times less, i.e. a few per cent of the tokens at most.

Verdict: it does not pay (recall up, precision of the additions far below 0.95, cost 40 times
the budget), so it is not integrated.
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterable
from functools import lru_cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT))

import privacy_eval as pe  # noqa: E402
import pycrfsuite  # noqa: E402
from natasha import MorphVocab  # noqa: E402  (pymorphy2 with its Python 3.11 fix)

from svaya.privacy import PLACEHOLDER_KINDS, Span, drop_org_values  # noqa: E402

_MORPH = MorphVocab()

CLASSES = ("pd.name", "pd.address", "pd.birthdate", "org")
PERSONAL = CLASSES[:3]
LEFT_OUT = ("dev5", "dev6", "dev7")
# The last commit before each round's rules were tuned on it (the round's data had landed).
SNAPSHOTS = {"dev5": "813e864", "dev6": "11901b1", "dev7": "11901b1"}
TOKEN = re.compile(r"[^\W\d_]+|\d+|[^\w\s]")
LABEL_STEMS = (
    "адрес", "прожив", "регистр", "пропис", "фио", "имя", "фамил", "отчеств", "рожд", "родил",
    "др", "д.р", "дата", "клиент", "гражд", "пациент", "сотрудник", "заявител", "улиц", "ул",
    "г", "город", "кв", "д", "дом", "лет", "год", "address", "name", "birth", "dob",
)  # fmt: skip
KEYWORD_WINDOW = 8


def round_of(record_id: str) -> str:
    return record_id.split("-", 1)[0]


# --- tokens and features -------------------------------------------------------------------


def tokens(text: str) -> list[tuple[int, int, str]]:
    return [(m.start(), m.end(), m.group()) for m in TOKEN.finditer(text)]


def shape(word: str) -> str:
    s = re.sub(r"[А-ЯЁA-Z]", "X", word)
    s = re.sub(r"[а-яёa-z]", "x", s)
    s = re.sub(r"\d", "d", s)
    return re.sub(r"(.)\1{2,}", r"\1\1", s)


@lru_cache(maxsize=200_000)
def word_features(word: str) -> tuple[str, ...]:
    """What a word says by itself: its case, shape, suffixes and dictionary grammemes."""
    low = word.lower()
    feats = [f"low={low}", f"shape={shape(word)}", f"suf2={low[-2:]}", f"suf3={low[-3:]}"]
    feats.append(f"len={min(len(word), 8)}")
    if word[:1].isupper():
        feats.append("title" if word[1:].islower() or len(word) == 1 else "upper")
    if word.isalpha():
        feats.append("latin" if word.isascii() else "cyr")
        feats += _grammemes(word)
    return tuple(feats)


@lru_cache(maxsize=400_000)
def neighbour_features(word: str, offset: int) -> tuple[str, ...]:
    return tuple(f"{offset}:{f}" for f in word_features(word) if not f.startswith(("suf2", "len")))


def _grammemes(word: str) -> list[str]:
    parses = _MORPH.parse(word)
    if not parses:
        return []
    top = parses[0].tag
    feats = [f"pos={top.POS}", f"case={top.case}"]
    every = set().union(*(p.tag.grammemes for p in parses[:4]))
    feats += [
        f"g={g}" for g in ("Name", "Surn", "Patr", "Geox", "Orgn", "Abbr", "Init") if g in every
    ]
    if not _MORPH.word_is_known(word.lower()):
        feats.append("unknown")
    return feats


def sentence_features(
    text: str, toks: list[tuple[int, int, str]], rules: list[str]
) -> list[list[str]]:
    """Features of each token: its own, its neighbours' within two, the label words earlier on
    its line, and the class the rules gave it ("" where they replaced nothing)."""
    own = [word_features(t[2]) for t in toks]
    out = []
    for i, (start, _, _) in enumerate(toks):
        feats = ["bias", *own[i]]
        for d in (-2, -1, 1, 2):
            j = i + d
            if 0 <= j < len(toks) and _same_line(text, toks, min(i, j), max(i, j)):
                feats += neighbour_features(toks[j][2], d)
            else:
                feats.append(f"{d}:edge")
        feats += _label_words(text, toks, i)
        if rules[i]:
            feats.append(f"rules={rules[i]}")
        if i == 0 or text.rfind("\n", 0, start) >= toks[i - 1][1]:
            feats.append("line_start")
        out.append(feats)
    return out


def _same_line(text: str, toks: list[tuple[int, int, str]], i: int, j: int) -> bool:
    return "\n" not in text[toks[i][1] : toks[j][0]]


def _label_words(text: str, toks: list[tuple[int, int, str]], i: int) -> list[str]:
    feats = []
    for j in range(i - 1, max(-1, i - KEYWORD_WINDOW - 1), -1):
        if not _same_line(text, toks, j, i):
            break
        low = toks[j][2].lower()
        for stem in LABEL_STEMS:
            if low == stem or (len(stem) > 3 and low.startswith(stem)):
                feats.append(f"kw={stem}")
        if toks[j][2] == ":":
            feats.append("after_colon")
    return feats


# --- labels and spans ---------------------------------------------------------------------


def bio(toks: list[tuple[int, int, str]], labels: Iterable[pe.Label]) -> list[str]:
    tags = ["O"] * len(toks)
    for lab in labels:
        if lab.data_class not in CLASSES:
            continue
        inside = [i for i, (s, e, _) in enumerate(toks) if s < lab.end and lab.start < e]
        for n, i in enumerate(inside):
            tags[i] = ("B-" if n == 0 else "I-") + lab.data_class
    return tags


def rules_tags(toks: list[tuple[int, int, str]], replaced: list[pe.Replaced]) -> list[str]:
    tags = [""] * len(toks)
    for r in replaced:
        for i, (s, e, _) in enumerate(toks):
            if s < r.end and r.start < e:
                tags[i] = r.data_class
    return tags


# --- the rules' output --------------------------------------------------------------------


def rules_output(root: Path, ids: set[str]) -> dict[str, list[pe.Replaced]]:
    """The stretches the privacy gate of the code at `root` replaces in the dev texts `ids`."""
    script = (
        "import json, sys\n"
        f"sys.path.insert(0, {str(root / 'bench')!r}); sys.path.insert(0, {str(root)!r})\n"
        "import privacy_eval as pe\n"
        "from svaya.privacy import generate_key\n"
        "key = generate_key(); rows = {}\n"
        "for item in json.load(sys.stdin):\n"
        "    rows[item['id']] = pe.sent_text(item['text'], key)\n"
        "json.dump(rows, sys.stdout, ensure_ascii=False)\n"
    )
    records = [r for r in pe.load("dev") if r.id in ids]
    payload = json.dumps([{"id": r.id, "text": r.text} for r in records], ensure_ascii=False)
    done = subprocess.run(
        [sys.executable, "-c", script], input=payload, capture_output=True, text=True, check=True
    )
    sent = json.loads(done.stdout)
    return {r.id: pe.align(r.text, *sent[r.id]) for r in records}


def snapshot(commit: str, into: Path) -> Path:
    """The engine and scorer as they were at `commit` (no test data)."""
    target = into / commit
    if not target.exists():
        target.mkdir(parents=True)
        archive = subprocess.run(
            ["git", "-C", str(ROOT), "archive", commit, "svaya", "bench/privacy_eval.py"],
            capture_output=True, check=True,
        )  # fmt: skip
        subprocess.run(["tar", "-x", "-C", str(target)], input=archive.stdout, check=True)
    return target


# --- training and scoring -----------------------------------------------------------------

ROUNDS = ("dev", "dev3", "dev4", "dev5", "dev6", "dev7")
# The rounds each snapshot's rules had been tuned on.
SEEN = {"dev5": ROUNDS[:3], "dev6": ROUNDS[:4], "dev7": ROUNDS[:4]}
WINDOW = 3
# (windowed, organisation filter) of each run; the training sets of each left-out round.
VARIANTS = ((False, False), (False, True), (True, True))


def trainings(held: str) -> list[tuple[str, tuple[str, ...]]]:
    return [("loro", tuple(x for x in ROUNDS if x != held)), ("seen", SEEN[held])]


SENTENCE_END = re.compile(r"[.!?]\s*$|^\s*$")


def train(records, path: Path) -> None:
    trainer = pycrfsuite.Trainer(verbose=False)
    for record in records:
        toks = tokens(record.text)
        trainer.append(
            sentence_features(record.text, toks, [""] * len(toks)), bio(toks, record.labels)
        )
    trainer.set_params({"c1": 0.05, "c2": 0.05, "max_iterations": 150})
    trainer.train(str(path))


def candidates(text: str, toks: list[tuple[int, int, str]], rules: list[str]) -> list[bool]:
    """Tokens worth a look: not replaced by the rules, and a digit run or a capitalised word
    that does not open a sentence."""
    out = []
    for i, (start, _, word) in enumerate(toks):
        if rules[i]:
            out.append(False)
        elif word.isdigit():
            out.append(True)
        elif word[:1].isupper() and word.isalpha():
            before = text[toks[i - 1][1] : start] if i else ""
            opens = (
                i == 0
                or "\n" in before
                or bool(SENTENCE_END.search(text[max(0, start - 3) : start]))
            )
            out.append(not opens or (len(word) > 1 and not _MORPH.word_is_known(word.lower())))
        else:
            out.append(False)
    return out


def windows(mask: list[bool]) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    for i, flag in enumerate(mask):
        if not flag:
            continue
        lo, hi = max(0, i - WINDOW), min(len(mask), i + WINDOW + 1)
        if out and lo <= out[-1][1]:
            out[-1] = (out[-1][0], hi)
        else:
            out.append((lo, hi))
    return out


def tag_text(tagger, text: str, rules: list[str] | None, toks):
    """(start, end, class, confidence) of each span the tagger finds; with `rules`, only the
    windows around candidate tokens are tagged. Returns the spans and the tokens tagged."""
    segments = [(0, len(toks))] if rules is None else windows(candidates(text, toks, rules))
    found = []
    for lo, hi in segments:
        feats = _features_slice(text, toks, lo, hi)
        tags = tagger.tag(feats)
        conf = [tagger.marginal(t, k) for k, t in enumerate(tags)]
        for s, e, cls, c in _spans_conf(toks[lo:hi], tags, conf):
            found.append((s, e, cls, c))
    return found, sum(hi - lo for lo, hi in segments)


def without_org_values(text: str, spans):
    """The spans the project's organisation filter keeps (a business's address or name), as it
    would be applied to a detector hooked into the pseudonymizer."""
    as_spans = [Span(s, e, text[s:e], cls, "tagger") for s, e, cls, _ in spans]
    kept = {(x.start, x.end) for x in drop_org_values(text, as_spans)}
    return [x for x in spans if (x[0], x[1]) in kept]


def _features_slice(text, toks, lo, hi):
    # Features look two tokens and a line's label words back: compute them on a wider slice.
    base = max(0, lo - KEYWORD_WINDOW)
    sub = toks[base : min(len(toks), hi + 2)]
    feats = sentence_features(text, sub, [""] * len(sub))
    return feats[lo - base : hi - base]


def _spans_conf(toks, tags, conf):
    out: list[list] = []
    for (s, e, _), tag, c in zip(toks, tags, conf, strict=True):
        if tag == "O":
            continue
        kind, cls = tag.split("-", 1)
        if kind == "I" and out and out[-1][2] == cls:
            out[-1][1], out[-1][3] = e, min(out[-1][3], c)
        else:
            out.append([s, e, cls, c])
    return [tuple(x) for x in out]


def combined(replaced: list[pe.Replaced], spans, mode: str, floor: float) -> list[pe.Replaced]:
    """The rules' stretches plus the tagger's personal ones: "new" adds a tagger span that
    overlaps none of the rules', "extend" adds the parts of every tagger span the rules left."""
    out = list(replaced)
    for start, end, cls, confidence in spans:
        if cls not in PERSONAL or confidence < floor:
            continue
        name = f"[{PLACEHOLDER_KINDS[cls]}_99]"
        overlapping = [r for r in replaced if r.start < end and start < r.end]
        if not overlapping:
            out.append(pe.Replaced(start, end, name))
        elif mode == "extend":
            cursor = start
            for r in sorted(overlapping, key=lambda r: r.start):
                if r.start > cursor:
                    out.append(pe.Replaced(cursor, r.start, name))
                cursor = max(cursor, r.end)
            if cursor < end:
                out.append(pe.Replaced(cursor, end, name))
    return out


def scored(records, replaced_of) -> pe.Result:
    result = pe.Result()
    for record in records:
        pe.score_one(record, replaced_of(record), result)
        result.texts += 1
    return result


def added(base: pe.Result, more: pe.Result) -> str:
    added = sum(more.replaced.values()) - sum(base.replaced.values())
    right = sum(more.correct.values()) - sum(base.correct.values())
    return f"+{added} spans, {right / added if added else 1:.2f} right"


def row(name: str, result: pe.Result, extra: str = "") -> str:
    cells = [f"{name:<30}"]
    for cls in (*PERSONAL, None):
        cells.append(f"{result.recall(cls):.3f}/{result.precision(cls):.3f}")
    return "  ".join(cells) + ("  " + extra if extra else "")


def one_round(held, records, now, work, totals) -> None:
    test = [r for r in records if round_of(r.id) == held]
    old = rules_output(snapshot(SNAPSHOTS[held], work), {r.id for r in test})
    print(f"-- {held} ({len(test)} texts; rules at {SNAPSHOTS[held]})")
    base = scored(test, lambda r: old[r.id])
    lines = {
        "rules then": (base, ""),
        "rules now (in-sample)": (scored(test, lambda r: now[r.id]), ""),
    }
    for train_name, rounds in trainings(held):
        model = work / f"{held}-{train_name}.crf"
        train([r for r in records if round_of(r.id) in rounds], model)
        tagger = pycrfsuite.Tagger()
        tagger.open(str(model))
        for windowed, org_filter in VARIANTS:
            label = f"{train_name}{' win' if windowed else ''}{' -org' if org_filter else ''}"
            spans, note = _tagged(tagger, test, old, windowed, org_filter)
            for mode, floor in (("new", 0.0), ("new", 0.9), ("extend", 0.0), ("extend", 0.9)):
                res = scored(
                    test, lambda r, s=spans, m=mode, f=floor: combined(old[r.id], s[r.id], m, f)
                )
                lines[f"then+tagger {label} {mode} {floor}"] = (res, added(base, res) + note)
    for name, (result, note) in lines.items():
        print(row(name, result, note))
        totals.setdefault(name, []).append(result.recall())


def _tagged(tagger, test, old, windowed: bool, org_filter: bool):
    """The tagger's spans in each text of `test`, and the share of tokens it tagged."""
    spans, tagged_tokens, every = {}, 0, 0
    for r in test:
        toks = tokens(r.text)
        given = rules_tags(toks, old[r.id]) if windowed else None
        found, n = tag_text(tagger, r.text, given, toks)
        spans[r.id] = without_org_values(r.text, found) if org_filter else found
        tagged_tokens += n
        every += len(toks)
    return spans, f", tagged {tagged_tokens / every:.0%}" if windowed else ""


def timing(model: Path, target_bytes: int = 1_000_000) -> None:
    """Seconds per MB of features and tagging, on dev texts repeated to ~1 MB (the tagger's
    word cache cold, as in a fresh worker; the dictionary loaded)."""
    _MORPH.parse("слово")
    pool = [r.text for r in pe.load("dev")]
    doc = "\n\n".join(pool * (target_bytes // len("\n\n".join(pool).encode()) + 1))
    mb = len(doc.encode()) / 1e6
    tagger = pycrfsuite.Tagger()
    tagger.open(str(model))
    toks = tokens(doc)
    for name, rules in (("every token", None), ("candidate windows", [""] * len(toks))):
        started = time.process_time()
        _, tagged_tokens = tag_text(tagger, doc, rules, toks)
        seconds = time.process_time() - started
        share = tagged_tokens / len(toks)
        print(f"{name}: {seconds / mb:.2f} s/MB ({share:.0%} of {len(toks):,} tokens tagged)")


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawTextHelpFormatter
    )
    parser.add_argument("--work", default=tempfile.gettempdir() + "/tagger_experiment")
    parser.add_argument("--timing", action="store_true", help="time a trained model only")
    options = parser.parse_args()
    work = Path(options.work)
    work.mkdir(parents=True, exist_ok=True)
    if options.timing:
        timing(work / "dev7-loro.crf")
        return 0
    records = pe.load("dev")
    now = rules_output(ROOT, {r.id for r in records})
    print(
        f"{'(recall/precision)':<30}  " + "  ".join(f"{c:<11}" for c in (*PERSONAL, "all personal"))
    )
    totals: dict[str, list[float]] = {}
    for held in LEFT_OUT:
        one_round(held, records, now, work, totals)
    print("-- mean all-personal recall over the left-out rounds")
    for name, values in totals.items():
        print(f"{name:<30}  {sum(values) / len(values):.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
