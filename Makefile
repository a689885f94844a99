# Svaya: `make run` (the showcase + a worker on the embedded default) and `make test`.
SHELL := /bin/bash
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: run test lint bench clean

$(STAMP): requirements.txt requirements-dev.txt
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -r requirements-dev.txt
	touch $(STAMP)

var/secrets.env: | $(STAMP)
	mkdir -p var
	$(PY) scripts/make_secrets.py > var/secrets.env

# The embedded default: SQLite and a filesystem broker under ./var; no server needed.
# manage.py and scripts/serve.py read var/secrets.env themselves. The stand's endpoints
# (/stand/…) are on here, for this machine only; an installation leaves SVAYA_STAND off.
run: $(STAMP) var/secrets.env
	$(PY) manage.py migrate --no-input && \
	$(PY) manage.py install_catalog && \
	$(PY) manage.py record_runs --skip-existing && \
	{ test -f var/demo_users.txt || $(PY) manage.py demo_users; } && \
	SVAYA_STAND=$${SVAYA_STAND:-1} exec $(PY) scripts/serve.py

# The whole suite on real Postgres and Redis (started here when installed but not running),
# with Debian's Chromium for the browser tests (installed here when missing).
test: $(STAMP)
	scripts/services.sh
	scripts/browser.sh
	$(PY) scripts/test.py

lint: $(STAMP)
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .

PEER_VENV := bench/peers/.venv
PEER_STAMP := $(PEER_VENV)/.installed

# The peer runtime (LangGraph) lives in its own virtualenv, never in the project's.
$(PEER_STAMP): bench/peers/requirements.txt
	test -x $(PEER_VENV)/bin/python || $(PYTHON) -m venv $(PEER_VENV)
	$(PEER_VENV)/bin/python -m pip install --quiet -r bench/peers/requirements.txt
	touch $(PEER_STAMP)

# Every bench prints its figures; bench_peer.py runs last (it also runs bench_workers.py and
# bench_pages.py) and ends with the SUMMARY line.
bench: $(STAMP) $(PEER_STAMP)
	scripts/services.sh
	for b in bench/bench_*.py; do \
	  case $$b in */bench_peer.py|*/bench_workers.py|*/bench_pages.py) continue;; esac; \
	  echo "== $$b"; $(PY) $$b || exit 1; done
	echo "== bench/bench_peer.py"; $(PY) bench/bench_peer.py

clean:
	rm -rf var .pytest_cache
