"""The tool registry is a folder, one file per destination: the installation's defaults are read
from it, and a file that contradicts another is refused with both named."""

from __future__ import annotations

from pathlib import Path

import pytest

from svaya.install import InstallContext
from svaya.tools.registry import RegistryError, load_installation

FILE = """
destination:
  code: {code}
  title: {title}
  allowed_classes: [public]
roles:
  clerk:
    title: {role}
    tools: [{code}.*]
tools:
  - name: {code}.lookup
    title: Поиск
    description: Найти запись.
    args:
      type: object
      properties: {{ref: {{type: string, x-data-class: public}}}}
      required: [ref]
"""


def write(folder: Path, name: str, code: str, role: str = "Делопроизводитель") -> None:
    text = FILE.format(code=code, title=f"Система {code}", role=role)
    (folder / f"{name}.yaml").write_text(text, encoding="utf-8")


def test_each_file_gives_its_destination_its_tools_and_the_roles_rights(tmp_path: Path) -> None:
    write(tmp_path, "archive", "archive")
    write(tmp_path, "mailroom", "mailroom")
    registry = load_installation(tmp_path)
    assert list(registry.destinations) == ["archive", "mailroom"]
    assert registry.tools["mailroom.lookup"].destination == "mailroom"
    assert registry.roles["clerk"].tools == ["archive.*", "mailroom.*"]


def test_the_installation_defaults_come_from_the_shipped_registry() -> None:
    context = InstallContext.default()
    assert context.routes["bureau"] == frozenset(
        {"public", "pd.name", "pd.passport", "pd.birthdate"}
    )
    assert context.may_call("claims_handler", "insurer.register_payout")
    assert not context.may_call("claims_handler", "bank.scoring")
    assert context.tools["telecom.send_sms"].destination == "telecom"


def test_it_refuses_a_destination_declared_in_two_files(tmp_path: Path) -> None:
    write(tmp_path, "archive", "archive")
    write(tmp_path, "archive-copy", "archive")
    with pytest.raises(RegistryError, match="destination archive is declared in another file"):
        load_installation(tmp_path)


def test_it_refuses_a_role_titled_differently_in_two_files(tmp_path: Path) -> None:
    write(tmp_path, "archive", "archive")
    write(tmp_path, "mailroom", "mailroom", role="Курьер")
    with pytest.raises(RegistryError, match="role clerk is titled 'Курьер' here"):
        load_installation(tmp_path)


def test_it_refuses_a_file_without_a_destination_naming_the_file(tmp_path: Path) -> None:
    (tmp_path / "broken.yaml").write_text("tools: []\n", encoding="utf-8")
    with pytest.raises(RegistryError, match=r"broken\.yaml: destination: Field required"):
        load_installation(tmp_path)


def test_it_refuses_a_tool_that_is_not_well_formed(tmp_path: Path) -> None:
    write(tmp_path, "archive", "archive")
    path = tmp_path / "archive.yaml"
    path.write_text(path.read_text().replace("name: archive.lookup", "name: Lookup"))
    with pytest.raises(RegistryError, match="tool 'Lookup': name"):
        load_installation(tmp_path)
