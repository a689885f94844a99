from __future__ import annotations

from decimal import Decimal

import pytest

from svaya.llm import TierConfigError, tiers_from_env


def test_without_settings_the_chain_is_cheap_then_strong_on_the_in_process_stand() -> None:
    cheap, strong = tiers_from_env({})

    assert (cheap.name, cheap.model, cheap.base_url) == (
        "cheap",
        "stand-cheap",
        "inprocess://stand",
    )
    assert (strong.name, strong.model) == ("strong", "stand-strong")
    assert (cheap.price_in_per_m, cheap.price_out_per_m) == (Decimal("0.15"), Decimal("0.60"))
    assert (strong.price_in_per_m, strong.price_out_per_m) == (Decimal("1.00"), Decimal("4.00"))
    assert cheap.timeout_s == strong.timeout_s == 200.0
    assert cheap.api_key is None


def test_one_base_url_points_every_tier_at_one_server_unless_a_tier_overrides_it() -> None:
    tiers = tiers_from_env(
        {
            "SVAYA_LLM_TIERS": "cheap, strong, local",
            "SVAYA_LLM_BASE_URL": "http://127.0.0.1:8765/v1/",
            "SVAYA_LLM_LOCAL_BASE_URL": "http://ollama:11434/v1",
            "SVAYA_LLM_LOCAL_MODEL": "qwen2.5:7b",
            "SVAYA_LLM_STRONG_API_KEY": "sk-strong",
            "SVAYA_LLM_CHEAP_PRICE_IN": "0.2",
            "SVAYA_LLM_STRONG_TIMEOUT": "240",
        }
    )

    cheap, strong, local = tiers
    assert cheap.base_url == strong.base_url == "http://127.0.0.1:8765/v1"
    assert (local.base_url, local.model) == ("http://ollama:11434/v1", "qwen2.5:7b")
    assert (local.price_in_per_m, local.price_out_per_m) == (None, None)
    assert strong.api_key == "sk-strong" and cheap.api_key is None
    assert cheap.price_in_per_m == Decimal("0.2") and strong.timeout_s == 240.0


def test_an_empty_variable_counts_as_unset() -> None:
    [cheap] = tiers_from_env({"SVAYA_LLM_TIERS": "cheap", "SVAYA_LLM_CHEAP_MODEL": ""})

    assert cheap.model == "stand-cheap"


@pytest.mark.parametrize("value", ["0.5", "601", "soon", "nan"])
def test_it_rejects_a_timeout_outside_one_to_six_hundred_seconds_naming_the_variable(
    value: str,
) -> None:
    with pytest.raises(TierConfigError, match=r"SVAYA_LLM_STRONG_TIMEOUT=.*between 1 and 600"):
        tiers_from_env({"SVAYA_LLM_STRONG_TIMEOUT": value})


@pytest.mark.parametrize("value", ["cheap", "-1", "Infinity"])
def test_it_rejects_a_price_that_is_not_a_non_negative_decimal(value: str) -> None:
    with pytest.raises(TierConfigError, match=r"SVAYA_LLM_CHEAP_PRICE_OUT="):
        tiers_from_env({"SVAYA_LLM_CHEAP_PRICE_OUT": value})


def test_a_price_can_be_declared_unknown() -> None:
    cheap, _ = tiers_from_env({"SVAYA_LLM_CHEAP_PRICE_IN": "none"})

    assert cheap.price_in_per_m is None


def test_it_rejects_a_base_url_without_a_known_scheme() -> None:
    with pytest.raises(TierConfigError, match=r"SVAYA_LLM_BASE_URL='localhost:8000'.*http://"):
        tiers_from_env({"SVAYA_LLM_BASE_URL": "localhost:8000"})


@pytest.mark.parametrize(
    ("names", "message"),
    [(" , ", "is empty"), ("cheap,cheap", "more than once"), ("cheap,2fast", "'2fast'")],
)
def test_it_rejects_a_tier_list_it_cannot_use(names: str, message: str) -> None:
    with pytest.raises(TierConfigError, match=message):
        tiers_from_env({"SVAYA_LLM_TIERS": names})


def test_the_key_does_not_show_in_a_tier_repr() -> None:
    cheap, _ = tiers_from_env({"SVAYA_LLM_API_KEY": "sk-shared-secret"})

    assert cheap.api_key == "sk-shared-secret"
    assert "sk-shared-secret" not in repr(cheap)
