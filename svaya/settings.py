"""Svaya settings: one env-driven module.

Defaults give the embedded setup (SQLite file and a filesystem broker under ./var) so that
`make run` works on a fresh machine; `DATABASE_URL` and `CELERY_BROKER_URL` point an
installation (and the test suite) at Postgres and Redis.
"""

from __future__ import annotations

import os
from pathlib import Path

import dj_database_url

BASE_DIR = Path(__file__).resolve().parent.parent
VAR_DIR = Path(os.environ.get("SVAYA_VAR_DIR", BASE_DIR / "var"))
VAR_DIR.mkdir(parents=True, exist_ok=True)  # the embedded default keeps its files here


def _env_bool(name: str, default: bool) -> bool:
    value = os.environ.get(name)
    if value is None:
        return default
    return value.strip().lower() in {"1", "true", "yes", "on"}


DEBUG = _env_bool("DEBUG", False)
# A development key is only accepted when DEBUG is on; an installation sets SECRET_KEY.
SECRET_KEY = os.environ.get("SECRET_KEY") or ("svaya-dev-only-insecure" if DEBUG else "")
if not SECRET_KEY:
    raise RuntimeError("SECRET_KEY is not set: export SECRET_KEY (or DEBUG=1 for development)")
ALLOWED_HOSTS = [h for h in os.environ.get("ALLOWED_HOSTS", "127.0.0.1,localhost").split(",") if h]

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "rest_framework",
    "drf_spectacular",
    "drf_spectacular_sidecar",
    # The apps in the one order they depend in: each imports only those above it in this list.
    "journal",
    "catalog",
    "runs",
    "handoffs",
    "showcase",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "svaya.stand_gate.StandGateMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.locale.LocaleMiddleware",
    "svaya.nul_gate.NulGateMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
]

ROOT_URLCONF = "svaya.urls"
WSGI_APPLICATION = "svaya.wsgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

DATABASES = {
    "default": dj_database_url.config(
        default=f"sqlite:///{VAR_DIR / 'svaya.sqlite3'}", conn_max_age=60
    )
}
if DATABASES["default"]["ENGINE"].endswith("sqlite3"):
    # Workers, the web server and commands share the file. A deferred transaction that reads
    # and then writes cannot wait for the write lock (SQLite answers "database is locked" at
    # once, whatever the timeout), so every transaction takes the write lock when it begins
    # (IMMEDIATE) and waits for it up to the busy timeout. WAL lets readers go on meanwhile.
    DATABASES["default"].setdefault("OPTIONS", {}).update(
        {
            "timeout": 30,
            "transaction_mode": "IMMEDIATE",
            "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;",
        }
    )
elif DATABASES["default"]["ENGINE"].endswith("postgresql"):
    # Django turns psycopg's prepared statements off (prepare_threshold None). A threshold no
    # query reaches keeps them off for the ORM, while the ledger's two per-pass statements
    # (runs/ledger.py) ask for preparation explicitly: planned once per connection.
    DATABASES["default"].setdefault("OPTIONS", {})["prepare_threshold"] = 2**31 - 1
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
]

LANGUAGE_CODE = "ru"
# Russian only: the showcase and the admin read the same whatever the browser asks for.
LANGUAGES = [("ru", "Русский")]
LOCALE_PATHS = [BASE_DIR / "locale"]
USE_I18N = True
TIME_ZONE = os.environ.get("TIME_ZONE", "Europe/Moscow")
USE_TZ = True

STATIC_URL = "static/"
STATIC_ROOT = BASE_DIR / "staticfiles"

REST_FRAMEWORK = {
    "DEFAULT_SCHEMA_CLASS": "drf_spectacular.openapi.AutoSchema",
    "DEFAULT_AUTHENTICATION_CLASSES": [
        "svaya.api_auth.SessionAuthentication",
        "rest_framework.authentication.BasicAuthentication",
    ],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.IsAuthenticated"],
}
SPECTACULAR_SETTINGS = {
    "TITLE": "Svaya API",
    "DESCRIPTION": "Runs, handoff queues and confirmation points of Svaya.",
    "VERSION": "0.1.0",
    # Swagger UI from the installed sidecar package: /api/docs/ works offline. (No ReDoc: its
    # page loads fonts from Google.)
    "SWAGGER_UI_DIST": "SIDECAR",
    "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
}

# Celery: Redis in an installation; an embedded filesystem broker by default (no server needed).
CELERY_BROKER_URL = os.environ.get("CELERY_BROKER_URL", "filesystem://")
_BROKER_DIR = VAR_DIR / "broker"
if CELERY_BROKER_URL.startswith("filesystem"):
    _BROKER_DIR.mkdir(exist_ok=True)
CELERY_BROKER_TRANSPORT_OPTIONS = (
    {
        "data_folder_in": str(_BROKER_DIR),
        "data_folder_out": str(_BROKER_DIR),
        "processed_folder": str(VAR_DIR / "broker-processed"),
        "control_folder": str(VAR_DIR / "broker-control"),
        "store_processed": False,
    }
    if CELERY_BROKER_URL.startswith("filesystem")
    else {"visibility_timeout": 3600}
)
CELERY_TASK_IGNORE_RESULT = True
CELERY_TASK_ACKS_LATE = True
CELERY_TASK_REJECT_ON_WORKER_LOST = True
CELERY_WORKER_PREFETCH_MULTIPLIER = 1
CELERY_TASK_SERIALIZER = "json"
CELERY_ACCEPT_CONTENT = ["json"]
CELERY_BEAT_SCHEDULE = {
    "runs.sweep_expired_leases": {
        "task": "runs.sweep_expired_leases",
        "schedule": float(os.environ.get("SVAYA_SWEEP_EVERY_S", "15")),
    },
    "runs.conversations_silence": {
        "task": "runs.conversations_silence",
        "schedule": float(os.environ.get("SVAYA_SWEEP_EVERY_S", "15")),
    },
}

# Installation limits (the worst-case cost of a run is computed from these at install time).
SVAYA_MAX_PASSES = int(os.environ.get("SVAYA_MAX_PASSES", "20"))
SVAYA_LLM_CALLS_PER_ATTEMPT = int(os.environ.get("SVAYA_LLM_CALLS_PER_ATTEMPT", "30"))
SVAYA_REJECTED_ANSWERS_PER_ATTEMPT = int(os.environ.get("SVAYA_REJECTED_ANSWERS_PER_ATTEMPT", "3"))
# A lease must outlive the longest single call (model timeout 180–240 s) plus a quarter of
# itself (renewals closer together than that are skipped), or a slow but live worker could be
# taken over mid-call: 360 s covers a 240 s call.
SVAYA_LEASE_SECONDS = int(os.environ.get("SVAYA_LEASE_SECONDS", "360"))
# The ledger's per-pass statements are prepared per connection; turn off behind a pooler in
# transaction mode that cannot keep prepared statements (docs/execution.md).
SVAYA_DB_PREPARE = _env_bool("SVAYA_DB_PREPARE", True)
# The stand's HTTP endpoints (/stand/…): off unless the installation turns them on (`make run`
# does), and then only for clients inside these networks (svaya/stand_gate.py).
SVAYA_STAND = _env_bool("SVAYA_STAND", False)
SVAYA_STAND_NETWORKS = [
    n.strip() for n in os.environ.get("SVAYA_STAND_NETWORKS", "127.0.0.0/8,::1/128").split(",")
]
# On Postgres a pass's two commits are one statement each (runs/ledger_postgres.py); off, the
# ledger writes through the ORM as on SQLite. bench/bench_orchestration.py prints both.
SVAYA_LEDGER_POSTGRES_STATEMENTS = _env_bool("SVAYA_LEDGER_POSTGRES_STATEMENTS", True)
# «Запустить на образце» on the showcase: anonymous starts per client and for the whole
# installation within a sliding window (showcase/services.py).
SVAYA_SHOWCASE_STARTS_PER_CLIENT = int(os.environ.get("SVAYA_SHOWCASE_STARTS_PER_CLIENT", "5"))
SVAYA_SHOWCASE_STARTS_TOTAL = int(os.environ.get("SVAYA_SHOWCASE_STARTS_TOTAL", "60"))
SVAYA_SHOWCASE_STARTS_WINDOW_S = int(os.environ.get("SVAYA_SHOWCASE_STARTS_WINDOW_S", "600"))
SVAYA_PD_NAMES = _env_bool("SVAYA_PD_NAMES", True)  # named-entity recognition of person names
SVAYA_STEP_DEADLINE_S = float(os.environ.get("SVAYA_STEP_DEADLINE_S", "900"))
SVAYA_WRITE_TIMEOUT_S = float(os.environ.get("SVAYA_WRITE_TIMEOUT_S", "30"))
SVAYA_TASK_TIMEBOX_S = float(os.environ.get("SVAYA_TASK_TIMEBOX_S", "3600"))
# The ceiling of an agent step's max_tool_calls_per_turn (each step declares its own, default 1).
SVAYA_MAX_TOOL_CALLS_PER_TURN = int(os.environ.get("SVAYA_MAX_TOOL_CALLS_PER_TURN", "5"))

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": os.environ.get("LOG_LEVEL", "INFO")},
    # httpx logs every request at INFO; the gateway's call records and the journal say more.
    "loggers": {"httpx": {"level": "WARNING"}, "httpcore": {"level": "WARNING"}},
}
