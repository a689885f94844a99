"""Control-digit checks of Russian identifiers and card numbers (digits-only strings)."""

from __future__ import annotations

from operator import mul

_INN10 = (2, 4, 10, 3, 5, 9, 4, 6, 8)
_INN12_A = (7, 2, 4, 10, 3, 5, 9, 4, 6, 8)
_INN12_B = (3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8)
_ACCOUNT_WEIGHTS = (7, 1, 3) * 8


def _weighted(digits: str, weights: tuple[int, ...]) -> int:
    """Σ digit × weight over the first len(weights) digits. Bytes hold the code points, so the
    sum runs without int() per digit: Σ (code − 48) × w = Σ code × w − 48 × Σ w."""
    codes = digits[: len(weights)].encode("ascii")
    return sum(map(mul, codes, weights)) - 48 * sum(weights[: len(codes)])


def inn_valid(digits: str) -> bool:
    """INN of an organisation (10 digits) or of a person (12 digits) with valid control digits."""
    if not digits.isdigit():
        return False
    if len(digits) == 10:
        return _weighted(digits, _INN10) % 11 % 10 == int(digits[9])
    if len(digits) == 12:
        first = _weighted(digits, _INN12_A) % 11 % 10
        second = _weighted(digits, _INN12_B) % 11 % 10
        return first == int(digits[10]) and second == int(digits[11])
    return False


_SNILS_WEIGHTS = (9, 8, 7, 6, 5, 4, 3, 2, 1)


def snils_valid(digits: str) -> bool:
    """SNILS (11 digits): weighted sum of the first nine, mod 101, 100 → 00."""
    if len(digits) != 11 or not digits.isdigit():
        return False
    total = _weighted(digits, _SNILS_WEIGHTS)
    control = total % 101
    if control == 100:
        control = 0
    return control == int(digits[9:])


# Indexed by the code point of the digit ("0" is 48): the digit doubled, minus 9 past 9.
_LUHN_DOUBLED = (0,) * 48 + (0, 2, 4, 6, 8, 1, 3, 5, 7, 9)


def luhn_valid(digits: str) -> bool:
    if not digits.isdigit() or len(digits) < 12:
        return False
    odd = sum(digits[-1::-2].encode("ascii")) - 48 * len(digits[-1::-2])
    even = sum(map(_LUHN_DOUBLED.__getitem__, digits[-2::-2].encode("ascii")))
    return (odd + even) % 10 == 0


def account_key_valid(account: str, bik: str) -> bool:
    """Bank-of-Russia control key of a 20-digit account against the bank's 9-digit BIK.

    A client account uses the BIK's last three digits; a correspondent account (301…) uses
    "0" + the BIK's fifth and sixth digits.
    """
    if len(account) != 20 or len(bik) != 9 or not (account + bik).isdigit():
        return False
    prefix = "0" + bik[4:6] if account.startswith("301") else bik[-3:]
    return _weighted(prefix + account, _ACCOUNT_WEIGHTS) % 10 == 0
