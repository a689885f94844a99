"""Print fresh secrets for the embedded default (kept in var/, never in the repository)."""

from __future__ import annotations

import secrets

from cryptography.fernet import Fernet

print(f"SECRET_KEY={secrets.token_urlsafe(50)}")
print(f"SVAYA_PD_KEY={Fernet.generate_key().decode()}")
print("DEBUG=1")
