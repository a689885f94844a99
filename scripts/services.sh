#!/usr/bin/env bash
# Start PostgreSQL and Redis when they are installed but not running (CI and fresh machines).
set -euo pipefail
if command -v pg_ctlcluster >/dev/null && ! pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null; then
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n1)" main start
fi
if command -v redis-server >/dev/null && ! redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1; then
  redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no
fi
for _ in $(seq 1 50); do
  pg_isready -q -h 127.0.0.1 -p 5432 && redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null && exit 0
  sleep 0.2
done
echo "PostgreSQL (127.0.0.1:5432) or Redis (127.0.0.1:6379) is not reachable" >&2
exit 1
