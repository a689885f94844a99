"""The install check: a task description is refused before it can ever run.

Every violation is reported, each as `path:line:col: rule-id: message` (a warning as
`path:line:col: rule-id: warning: message`). Rule ids:

  yaml, schema, file                     the file itself and its structure
  agent-max-passes, agent-time-budget, agent-on-exhausted
  agent-write-tool, agent-tool-calls     an agent step reads only; tool calls per model turn
  write-doubt, write-timeout             a write's handoff point when in doubt; its timeout uncut
  step-deadline, step-on-timeout         an llm/system step's deadline and its handoff point
  condition                              CEL in when / exit_when / args / input / show, typed
                                         against the schemas (fields, types, enum values)
  tool-unknown, tool-right, tool-args    tools, the role's rights, system-step arguments
                                         (names, and the types their expressions give)
  schema-reason, schema-required, schema-closed, schema-invalid   verdict/result schemas
  route-goto, route-cycle, route-unreachable, route-join, step-duplicate
  input-data-class                       every input leaf has a known x-data-class
  point-undeclared, point-unused (warning)
  data-route                             classes a step sends vs the destination's policy
  instruction-file, instruction-empty
  stand-*, sample-expect                 the stand file and the samples' expected ends
                                         (svaya/install/stand.py lists them)

`check_text` / `check_path` return an `InstallReport`; when it is `ok` it carries the `Facts`
the showcase prints and the instructions the engine needs (`resolved_spec`).
"""

from __future__ import annotations

from svaya.install.check import RULES, check_path, check_text, resolved_spec
from svaya.install.context import InstallContext, is_personal
from svaya.install.durations import parse_duration
from svaya.install.facts import step_llm_calls
from svaya.install.report import Facts, InstallReport, Problem

__all__ = [
    "RULES",
    "Facts",
    "InstallContext",
    "InstallReport",
    "Problem",
    "check_path",
    "check_text",
    "is_personal",
    "parse_duration",
    "resolved_spec",
    "step_llm_calls",
]
