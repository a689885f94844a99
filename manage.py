#!/usr/bin/env python
"""Django's command-line utility for Svaya."""

from __future__ import annotations

import os
import sys


def main() -> None:
    from svaya.envfile import load_env_file

    load_env_file()  # var/secrets.env when it exists; the environment wins over it
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "svaya.settings")
    from django.core.management import execute_from_command_line

    execute_from_command_line(sys.argv)


if __name__ == "__main__":
    main()
