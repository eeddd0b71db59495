#!/usr/bin/env bash
# Puts the site on one Debian 12/13 or Ubuntu 24.04 server, upgrades it, rolls it back or removes it
# (issue 46, ADR 061). Run as root:
#   bash install.sh --domain example.iq --email me@example.iq --from site-DATE-COMMIT.tar.gz
#   bash install.sh --from NEWER.tar.gz          (an upgrade: backup, switch, health check, or back)
#   bash install.sh --rollback                   (the release before, with the data from before the upgrade)
#   bash install.sh --uninstall [--purge]        (keeps the data, settings and backups unless --purge)
# Every check runs before anything is changed; a failed one says how to fix it and changes nothing.
set -euo pipefail

usage() {
  cat <<'EOF'
Options:
  --domain NAME           the site's domain (its A/AAAA record must point at this server)
  --email ADDRESS         for the certificate authority's notices
  --from FILE|URL         the release archive (npm run release), with FILE.sha256 beside it
  --behind-cloudflare     the domain is proxied by Cloudflare: no DNS check; trust its visitor address
                          header from Cloudflare's ranges only; with --origin-cert/--origin-key, use
                          Cloudflare's origin certificate (else Caddy gets one as usual)
  --origin-cert FILE      --origin-key FILE: Cloudflare's origin certificate and key
  --no-tls                plain http on this address (a LAN, or until DNS is ready): no HSTS
  --postgres              a local PostgreSQL from the distribution instead of the embedded database
  --database-url URL      a PostgreSQL database elsewhere (postgres://user:password@host:5432/name)
  --instances N           with --postgres or --database-url: N instances behind nginx (its page cache and
                          per-visitor limits, ADR 023) behind Caddy, and a website speed worker (default 1)
  --backup-offsite CMD    run after each nightly backup with the file's path (e.g. an rclone copy)
  --no-swap               never add a swap file (one is added on a server under 2 GB with none)
  --rollback | --uninstall [--purge] | --help
EOF
}

# A throwaway root for the tests: every path below is under it. Empty on a real server.
ROOT="${SITE_INSTALL_ROOT:-}"
SITE_USER="${SITE_INSTALL_USER:-site}"
HTTP_PORT="${SITE_INSTALL_HTTP_PORT:-80}"
HTTPS_PORT="${SITE_INSTALL_HTTPS_PORT:-443}"
SITE_PORT="${SITE_INSTALL_SITE_PORT:-3000}"
# Where nginx listens for Caddy with --instances N (loopback only).
NGINX_PORT="${SITE_INSTALL_NGINX_PORT:-8080}"
# Where the test's certificate authority is (pebble); empty: Let's Encrypt.
ACME_CA="${SITE_INSTALL_ACME_CA:-}"
ACME_CA_ROOT="${SITE_INSTALL_ACME_CA_ROOT:-}"

DOMAIN="" EMAIL="" FROM="" BEHIND_CF=0 NO_TLS=0 POSTGRES=0 DATABASE_URL_GIVEN="" INSTANCES=1 ROLLBACK=0 UNINSTALL=0 PURGE=0
ORIGIN_CERT="" ORIGIN_KEY="" OFFSITE="" NO_SWAP=0
while [ $# -gt 0 ]; do
  case "$1" in
    --domain) DOMAIN="${2:-}"; shift 2 ;;
    --email) EMAIL="${2:-}"; shift 2 ;;
    --from) FROM="${2:-}"; shift 2 ;;
    --behind-cloudflare) BEHIND_CF=1; shift ;;
    --origin-cert) ORIGIN_CERT="${2:-}"; shift 2 ;;
    --origin-key) ORIGIN_KEY="${2:-}"; shift 2 ;;
    --no-tls) NO_TLS=1; shift ;;
    --postgres) POSTGRES=1; shift ;;
    --database-url) DATABASE_URL_GIVEN="${2:-}"; shift 2 ;;
    --instances) INSTANCES="${2:-}"; shift 2 ;;
    --backup-offsite) OFFSITE="${2:-}"; shift 2 ;;
    --no-swap) NO_SWAP=1; shift ;;
    --rollback) ROLLBACK=1; shift ;;
    --uninstall) UNINSTALL=1; shift ;;
    --purge) PURGE=1; shift ;;
    -h | --help) usage; exit 0 ;;
    *) echo "Unknown option: $1" >&2; usage >&2; exit 2 ;;
  esac
done

HOME_DIR="$ROOT/srv/site"
RELEASES="$HOME_DIR/releases"
CURRENT="$HOME_DIR/current"
DATA="$HOME_DIR/data"
STATE="$HOME_DIR/upgrade.env"
ETC="$ROOT/etc/site"
ENV_FILE="$ETC/env"
UNITS="$ROOT/etc/systemd/system"
CADDYFILE="$ROOT/etc/caddy/Caddyfile"
NGINX_SITE="$ROOT/etc/nginx/sites-available/site"
NGINX_ENABLED="$ROOT/etc/nginx/sites-enabled"
BACKUPS="$ROOT/var/backups/site"
# How the first install laid the site out (its number of instances), for the upgrades and the uninstall after it.
LAYOUT="$ETC/layout"
# shellcheck disable=SC1090
[ -f "$LAYOUT" ] && . "$LAYOUT"

say() { printf '• %s\n' "$*"; }
fail() {
  printf '✗ %s\n' "$1" >&2
  [ -n "${2:-}" ] && printf '  How to fix it: %s\n' "$2" >&2
  exit 1
}
systemd_running() { [ -z "$ROOT" ] && [ -d /run/systemd/system ]; }

# The instances' ports, one a line: the site's port, then the next ones with --instances N.
instance_ports() { seq "$SITE_PORT" $((SITE_PORT + INSTANCES - 1)); }

# Starts or stops the site: systemd on a server; where systemd is not running (the tests), the command
# SITE_INSTALL_SERVICE_CMD is given "start" or "stop".
service() {
  local units="site.service"
  [ "$INSTANCES" -gt 1 ] && units="$(instance_ports | sed 's/.*/site@&.service/' | tr '\n' ' ')site-worker.service"
  if systemd_running; then
    # shellcheck disable=SC2086
    systemctl "$1" $units
  elif [ -n "${SITE_INSTALL_SERVICE_CMD:-}" ]; then
    # shellcheck disable=SC2086
    "$SITE_INSTALL_SERVICE_CMD" "$1" $units
  else
    say "systemd is not running here: $1 the site yourself (${CURRENT}/bin/node server/index.ts, settings in $ENV_FILE)."
    return 1
  fi
}

# 200 from /api/health within two minutes.
healthy() {
  local deadline=$((SECONDS + ${SITE_INSTALL_HEALTH_SECONDS:-120}))
  while [ $SECONDS -lt $deadline ]; do
    curl -fsS -o /dev/null --max-time 3 "http://127.0.0.1:${SITE_PORT}/api/health" 2>/dev/null && return 0
    sleep 0.5
  done
  return 1
}

# The backup script of release $1 with the site's settings, as its user: "backup FILE" or "restore FILE", made
# with the site stopped (the embedded database takes one process at a time).
backup_script() {
  local release="$1"
  shift
  (set -a; . "$ENV_FILE"; set +a; cd "$release" && runuser -u "$SITE_USER" -- ./bin/node scripts/backup.ts "$@" --force) >/dev/null
}
# A consistent backup of everything the site keeps. $1: the release whose code writes it, $2: the file.
backup_with() {
  install -d -m 700 -o "$SITE_USER" "$BACKUPS"
  backup_script "$1" backup "$2"
  chmod 600 "$2"
}
restore_with() { backup_script "$1" restore "$2" --replace; }

release_field() { "$1/bin/node" -p "require('$1/RELEASE.json').$2"; }

# ---------------------------------------------------------------- uninstall
if [ "$UNINSTALL" = 1 ]; then
  [ "$(id -u)" = 0 ] || fail "Run this as root." "sudo bash install.sh --uninstall"
  service stop 2>/dev/null || true
  if systemd_running; then systemctl disable --now site-backup.timer 2>/dev/null || true; fi
  rm -f "$UNITS"/site.service "$UNITS"/site@.service "$UNITS"/site-worker.service "$UNITS"/site-backup.service "$UNITS"/site-backup.timer
  systemd_running && systemctl daemon-reload
  if [ -f "$CADDYFILE" ] && grep -q "Written by the site's installer" "$CADDYFILE"; then
    rm -f "$CADDYFILE" "$(dirname "$CADDYFILE")/origin.pem" "$(dirname "$CADDYFILE")/origin-key.pem"
    [ -f "$CADDYFILE.before-site" ] && mv "$CADDYFILE.before-site" "$CADDYFILE"
  fi
  if [ -f "$NGINX_SITE" ] && grep -q "Written by the site's installer" "$NGINX_SITE"; then
    rm -f "$NGINX_SITE" "$NGINX_ENABLED/site"
    systemd_running && systemctl reload nginx 2>/dev/null || true
  fi
  systemd_running && systemctl reload-or-restart caddy 2>/dev/null || true
  rm -rf "$RELEASES" "$CURRENT" "$HOME_DIR/previous" "$STATE" "$LAYOUT"
  if [ "$PURGE" = 1 ]; then
    rm -rf "$HOME_DIR" "$ETC" "$BACKUPS"
    [ -z "$ROOT" ] && id -u site >/dev/null 2>&1 && userdel site
    say "Removed the site, its data, settings and backups."
  else
    say "Removed the site. Kept: its data ($DATA), settings ($ENV_FILE) and backups ($BACKUPS); --purge removes them."
  fi
  exit 0
fi

# ---------------------------------------------------------------- checks (nothing is changed before they pass)
say "Checking this server…"
[ "$(id -u)" = 0 ] || fail "Run this as root." "sudo bash install.sh …"
# shellcheck disable=SC1090
. "${SITE_INSTALL_OS_RELEASE:-/etc/os-release}"
case "${ID:-}:${VERSION_ID:-}" in
  debian:12 | debian:13 | ubuntu:24.04) say "System: ${PRETTY_NAME:-$ID $VERSION_ID}" ;;
  *) fail "This installer supports Debian 12 or 13 and Ubuntu 24.04; this is ${PRETTY_NAME:-unknown}." "Use one of those, or follow the manual steps in the README." ;;
esac
memory_kb=$(awk '/^MemTotal:/ { print $2 }' "${SITE_INSTALL_MEMINFO:-/proc/meminfo}")
[ "$memory_kb" -ge 900000 ] || fail "This server has $((memory_kb / 1024)) MB of memory; the site needs 1 GB." "Choose a server with 1 GB of memory or more."
# Under 2 GB the site is set up to save memory: swap, the lean embedded database, a bounded Node heap (ADR 061).
small_server=0
[ "$memory_kb" -lt 2000000 ] && small_server=1
free_kb=$(df -Pk "$ROOT/" | awk 'NR == 2 { print $4 }')
[ "$free_kb" -ge 1500000 ] || fail "Only $((free_kb / 1024)) MB of disk are free; the site needs 1.5 GB (two releases and the backups)." "Free some space or grow the disk."
for command in curl tar gzip sha256sum ss ip; do
  command -v "$command" >/dev/null || fail "$command is missing." "apt-get install -y curl tar gzip coreutils iproute2"
done

upgrade=0
[ -L "$CURRENT" ] && upgrade=1
if [ "$ROLLBACK" = 1 ]; then
  [ -f "$STATE" ] || fail "There is no upgrade to roll back." "Nothing to do: the site runs the only release installed."
  # shellcheck disable=SC1090
  . "$STATE"
  [ -d "$PREVIOUS_RELEASE" ] && [ -f "$PRE_UPGRADE_BACKUP" ] || fail "The release or backup from before the upgrade is gone." "Install a release with --from."
  say "Rolling back to $(basename "$PREVIOUS_RELEASE") with the data from before the upgrade ($PRE_UPGRADE_BACKUP)."
  service stop || true
  now="$BACKUPS/site-before-rollback-$(date +%Y%m%d-%H%M%S).gz"
  backup_with "$CURRENT/" "$now"
  say "Kept what the site held before the rollback in $now."
  ln -sfn "$PREVIOUS_RELEASE" "$CURRENT"
  restore_with "$PREVIOUS_RELEASE" "$PRE_UPGRADE_BACKUP"
  rm -f "$STATE"
  service start
  healthy || fail "The site did not answer after the rollback." "Read its log: journalctl -u site"
  say "Rolled back: $(basename "$PREVIOUS_RELEASE") answers."
  exit 0
fi

[ -n "$FROM" ] || fail "Which release? --from is missing." "Make one with npm run release, copy it here, and pass --from FILE."
if [ "$upgrade" = 0 ]; then
  [ -n "$DOMAIN" ] || fail "--domain is missing." "Pass the domain the site answers on, e.g. --domain example.iq."
  [[ "$DOMAIN" =~ ^[A-Za-z0-9.-]+$ ]] || fail "“$DOMAIN” is not a domain name." "Pass a name such as example.iq, no http:// and no path."
  [ "$NO_TLS" = 1 ] || [ -n "$EMAIL" ] || fail "--email is missing." "The certificate authority writes there before a certificate expires."
  for port in "$HTTP_PORT" "$HTTPS_PORT"; do
    [ -z "$(ss -Hltn "sport = :$port")" ] || fail "Port $port is taken by another program." "Stop it (ss -ltnp 'sport = :$port' names it), then run this again."
  done
  [[ "$INSTANCES" =~ ^([1-9]|1[0-6])$ ]] || fail "--instances takes a number from 1 to 16, not “$INSTANCES”." "One instance per core is plenty: --instances 2 on a 2-core server."
  if [ "$INSTANCES" -gt 1 ] && [ "$POSTGRES" = 0 ] && [ -z "$DATABASE_URL_GIVEN" ]; then
    fail "Several instances need PostgreSQL (the embedded database takes one process at a time)." "Add --postgres (the distribution's, on this server) or --database-url URL."
  fi
  [ -z "$DATABASE_URL_GIVEN" ] || [[ "$DATABASE_URL_GIVEN" =~ ^postgres(ql)?:// ]] || fail "--database-url must start with postgres://." "For example postgres://site:PASSWORD@db.example.iq:5432/site"
  if [ -n "$ORIGIN_CERT$ORIGIN_KEY" ]; then
    [ -f "$ORIGIN_CERT" ] && [ -f "$ORIGIN_KEY" ] || fail "The origin certificate or key file is missing." "Pass both files Cloudflare gave you."
  fi
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
case "$FROM" in
  http://* | https://*)
    say "Downloading $FROM…"
    curl -fsSL -o "$work/release.tar.gz" "$FROM" && curl -fsSL -o "$work/release.tar.gz.sha256" "$FROM.sha256" || fail "Could not download $FROM or its .sha256." "Check the address."
    archive="$work/release.tar.gz" sums="$work/release.tar.gz.sha256" ;;
  *)
    [ -f "$FROM" ] || fail "$FROM does not exist." "Copy the release archive to this server first."
    archive="$FROM" sums="$FROM.sha256" ;;
esac
[ -f "$sums" ] || fail "The checksum file $sums is missing." "Copy it beside the archive (npm run release writes both)."
[ "$(awk '{ print $1 }' "$sums")" = "$(sha256sum "$archive" | awk '{ print $1 }')" ] || fail "The archive does not match its checksum: it is damaged or incomplete." "Copy it again."
tar -C "$work" -xf "$archive"
unpacked=$(find "$work" -mindepth 2 -maxdepth 2 -name RELEASE.json -printf '%h\n' | head -1)
[ -n "$unpacked" ] || fail "$FROM is not a release of the site." "Make one with npm run release."
name=$(release_field "$unpacked" name)
if [ "$upgrade" = 0 ] && [ "$NO_TLS" = 0 ] && [ "$BEHIND_CF" = 0 ]; then
  # The domain's A/AAAA records, asked with the release's Node: the system's resolver, or SITE_INSTALL_DNS
  # (a DNS server's address; the tests use a local one).
  addresses=$("$unpacked/bin/node" -e '
    const dns = require("node:dns");
    const [name, server] = process.argv.slice(1);
    const print = (list) => console.log([...new Set(list)].join("\n"));
    if (server) {
      const resolver = new dns.promises.Resolver({ timeout: 3000, tries: 2 });
      resolver.setServers([server]);
      Promise.allSettled([resolver.resolve4(name), resolver.resolve6(name)]).then((answers) =>
        print(answers.flatMap((answer) => (answer.status === "fulfilled" ? answer.value : []))));
    } else dns.promises.lookup(name, { all: true }).then((found) => print(found.map((entry) => entry.address)), () => print([]));
  ' "$DOMAIN" "${SITE_INSTALL_DNS:-}")
  [ -n "$addresses" ] || fail "$DOMAIN has no A or AAAA record yet." "Point it at this server's address, wait for it to show, or use --no-tls until then."
  # This machine's own addresses, loopback aside (a record pointing at 127.0.0.1 reaches no visitor).
  mine=$(ip -o addr show 2>/dev/null | awk '$2 != "lo" { split($4, a, "/"); print a[1] }' | sort -u)
  echo "$addresses" | grep -qxF -f <(echo "$mine") ||
    fail "$DOMAIN points at $(echo "$addresses" | tr '\n' ' ')which is not this server." "Change its A/AAAA record to this server's address, or pass --behind-cloudflare if Cloudflare proxies it."
fi
if [ "$upgrade" = 0 ] && [ -n "$DATABASE_URL_GIVEN" ]; then
  # The database answers, with the release's own PostgreSQL client.
  (cd "$unpacked" && ./bin/node -e '
    const client = new (require("pg").Client)({ connectionString: process.argv[1], connectionTimeoutMillis: 5000 });
    client.connect().then(() => client.query("select 1")).then(() => client.end(), (error) => { console.error(error.message); process.exit(1); });
  ' "$DATABASE_URL_GIVEN") >/dev/null 2>"$work/database-check" ||
    fail "The database at --database-url does not answer: $(head -1 "$work/database-check")" "Check the address, the password and that it accepts connections from this server."
fi
if [ "$upgrade" = 1 ]; then
  running=$(readlink -f "$CURRENT")
  [ "$running" != "$RELEASES/$name" ] || fail "$name is the release running now." "Nothing to do."
  [ "$(release_field "$unpacked" migrations)" -ge "$(release_field "$running" migrations)" ] ||
    fail "$name is older than the site's data ($(basename "$running") has migrations it does not know)." "Install a release at least as new, or use --rollback to return to the one before the last upgrade."
fi
say "All checks passed."

# ---------------------------------------------------------------- packages, user, folders
if ! command -v caddy >/dev/null; then
  say "Installing Caddy from the distribution (it gets and renews the certificate)…"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q caddy >/dev/null
fi
# The embedded database's first start peaks near 1 GB of memory for a moment (ADR 061): a small server gets
# 1 GB of swap, as most hosts' images come without any.
swap_kb=$(awk '/^SwapTotal:/ { print $2 }' /proc/meminfo)
if [ -z "$ROOT" ] && [ "$NO_SWAP" = 0 ] && [ "$small_server" = 1 ] && [ "${swap_kb:-0}" = 0 ] && [ ! -e /swapfile ]; then
  say "Adding 1 GB of swap (/swapfile) for a server with $((memory_kb / 1024)) MB of memory (--no-swap leaves it out)…"
  fallocate -l 1G /swapfile && chmod 600 /swapfile && mkswap /swapfile >/dev/null && swapon /swapfile
  grep -q '^/swapfile ' /etc/fstab || echo '/swapfile none swap sw 0 0' >> /etc/fstab
fi
if [ "$INSTANCES" -gt 1 ] && ! command -v nginx >/dev/null && [ ! -x /usr/sbin/nginx ]; then
  say "Installing nginx from the distribution (it spreads visitors over the instances)…"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q nginx >/dev/null
fi
if [ "$POSTGRES" = 1 ] && ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then
  say "Installing PostgreSQL from the distribution…"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q postgresql >/dev/null
fi
if ! id -u "$SITE_USER" >/dev/null 2>&1; then
  say "Creating the system user $SITE_USER…"
  useradd --system --home-dir "$HOME_DIR" --shell /usr/sbin/nologin "$SITE_USER"
fi
install -d -m 755 "$HOME_DIR" "$RELEASES"
install -d -m 700 -o "$SITE_USER" "$DATA" "$BACKUPS"
install -d -m 700 "$ETC"

say "Unpacking $name into $RELEASES…"
rm -rf "${RELEASES:?}/$name"
mv "$unpacked" "$RELEASES/$name"
chown -R root:root "$RELEASES/$name"
chmod 755 "$RELEASES/$name"

# ---------------------------------------------------------------- upgrade: backup, switch, health, or back
if [ "$upgrade" = 1 ]; then
  before="$BACKUPS/site-before-$name.gz"
  say "Stopping the site and backing it up first ($before)…"
  service stop
  backup_with "$running" "$before"
  ln -sfn "$RELEASES/$name" "$CURRENT"
  # The way back from the last upgrade that worked stays until this one works.
  [ -f "$STATE" ] && mv "$STATE" "$STATE.kept"
  printf 'PREVIOUS_RELEASE=%q\nPRE_UPGRADE_BACKUP=%q\n' "$running" "$before" > "$STATE"
  say "Starting $name (it applies its migrations)…"
  if service start && healthy; then
    rm -f "$STATE.kept"
    say "Upgraded to $name; the site answers. --rollback returns to $(basename "$running")."
    # Two releases are kept: the one running and the one before.
    find "$RELEASES" -mindepth 1 -maxdepth 1 ! -name "$name" ! -name "$(basename "$running")" -exec rm -rf {} +
    exit 0
  fi
  say "The new release did not answer its health check: going back to $(basename "$running") and its data."
  service stop || true
  ln -sfn "$running" "$CURRENT"
  restore_with "$running" "$before"
  rm -f "$STATE"
  [ -f "$STATE.kept" ] && mv "$STATE.kept" "$STATE"
  service start && healthy || fail "The site did not answer after going back either." "Read its log: journalctl -u site"
  fail "The upgrade to $name failed its health check; $(basename "$running") runs again with its data as it was." "Read the new release's log (journalctl -u site) and report it."
fi

# ---------------------------------------------------------------- first install: settings, units, Caddy
ln -sfn "$RELEASES/$name" "$CURRENT"
secret() { head -c 48 /dev/urandom | base64 | tr -d '\n/+='; }
scheme=https
[ "$NO_TLS" = 1 ] && scheme=http
if [ ! -f "$ENV_FILE" ]; then
  say "Writing the settings and generated secrets to $ENV_FILE (mode 600)…"
  database_line="# DATABASE_URL= (none: the embedded database in $DATA)"
  if [ "$POSTGRES" = 1 ]; then
    password=$(secret)
    runuser -u postgres -- psql -qc "CREATE ROLE site LOGIN PASSWORD '$password'" >/dev/null
    runuser -u postgres -- createdb -O site site
    database_line="DATABASE_URL=postgres://site:$password@127.0.0.1:5432/site"
  fi
  [ -n "$DATABASE_URL_GIVEN" ] && database_line="DATABASE_URL=$DATABASE_URL_GIVEN"
  (
    umask 077
    cat > "$ENV_FILE" <<EOF
# Written by the site's installer. Every variable is in the README.
SITE_URL=$scheme://$DOMAIN
NODE_ENV=production
TRUST_PROXY=true
DATA_DIR=$DATA
BACKUP_DIR=$BACKUPS
APP_SECRET=$(secret)
JWT_SECRET=$(secret)
$database_line
# The notification mail: SMTP_URL=smtps://user:password@smtp.example.com:465 and MAIL_FROM=…
EOF
    if [ -n "$OFFSITE" ]; then printf 'BACKUP_OFFSITE_COMMAND=%s\n' "$OFFSITE" >> "$ENV_FILE"; fi
    # Several instances: the worker runs the website speed checks they queue (ADR 026).
    if [ "$INSTANCES" -gt 1 ]; then echo "WEBSITE_SPEED_WORKER=off" >> "$ENV_FILE"; fi
    # Under 2 GB of memory: the embedded database without its optimizing compiler (the site's default there too).
    if [ "$small_server" = 1 ]; then echo "PGLITE_LEAN=true" >> "$ENV_FILE"; fi
  )
fi
chmod 600 "$ENV_FILE"
echo "INSTANCES=$INSTANCES" > "$LAYOUT"

say "Writing the systemd units…"
install -d "$UNITS"
hardening="NoNewPrivileges=true
PrivateTmp=true
ProtectSystem=strict
ProtectHome=true
ProtectKernelTunables=true
ProtectKernelModules=true
ProtectControlGroups=true
RestrictSUIDSGID=true
LockPersonality=true
RestrictAddressFamilies=AF_UNIX AF_INET AF_INET6
ReadWritePaths=$DATA $BACKUPS"
# Under 2 GB of memory, a smaller young generation and a 384 MB heap: the site stays near 400 MB resident under
# load instead of growing its heap towards 700 MB (measured, ADR 061).
node_flags=""
[ "$small_server" = 1 ] && node_flags="--max-semi-space-size=4 --max-old-space-size=384 "
# One of the site's units: $1 its file, $2 its description, $3 its Environment= line, $4 what bin/node runs,
# $5 how it is stopped and restarted.
write_unit() {
  cat > "$1" <<EOF
# Written by the site's installer (deploy/install.sh).
[Unit]
Description=$2
After=network-online.target postgresql.service
Wants=network-online.target

[Service]
Type=simple
User=$SITE_USER
Group=$SITE_USER
WorkingDirectory=$CURRENT
EnvironmentFile=$ENV_FILE
Environment=$3
ExecStart=$CURRENT/bin/node $4
KillSignal=SIGTERM
$5
LimitNOFILE=65536
$hardening

[Install]
WantedBy=multi-user.target
EOF
}
site_stop="TimeoutStopSec=30
Restart=on-failure
RestartSec=2"
if [ "$INSTANCES" -gt 1 ]; then
  write_unit "$UNITS/site@.service" "The website" "HOST=127.0.0.1 PORT=%i" "${node_flags}server/index.ts" "$site_stop"
  # The worker runs the website speed checks every instance queues (ADR 026). Started before an instance has
  # migrated the database, it exits and systemd tries again; stopped, its check in flight goes back to the queue.
  write_unit "$UNITS/site-worker.service" "Website speed worker" "HOME=$DATA" "scripts/worker.ts" "TimeoutStopSec=15
Restart=always
RestartSec=5"
else
  write_unit "$UNITS/site.service" "The website" "HOST=127.0.0.1 PORT=$SITE_PORT" "${node_flags}server/index.ts" "$site_stop"
fi
backup_unit=site.service
[ "$INSTANCES" -gt 1 ] && backup_unit="site@$SITE_PORT.service"
cat > "$UNITS/site-backup.service" <<EOF
# Written by the site's installer. The running site writes the backup itself (the embedded database takes
# one process at a time): SIGUSR2 asks it for one in BACKUP_DIR, with 7 daily and 4 weekly kept.
[Unit]
Description=Nightly backup of the website

[Service]
Type=oneshot
ExecStart=/bin/systemctl kill --signal=SIGUSR2 --kill-whom=main $backup_unit
EOF
cat > "$UNITS/site-backup.timer" <<'EOF'
# Written by the site's installer.
[Unit]
Description=Nightly backup of the website

[Timer]
OnCalendar=*-*-* 03:30:00
RandomizedDelaySec=20min
Persistent=true

[Install]
WantedBy=timers.target
EOF

say "Writing Caddy's configuration ($CADDYFILE)…"
install -d "$(dirname "$CADDYFILE")"
[ -f "$CADDYFILE" ] && ! grep -q "Written by the site's installer" "$CADDYFILE" && cp "$CADDYFILE" "$CADDYFILE.before-site"
upstreams="127.0.0.1:$SITE_PORT"
if [ "$INSTANCES" -gt 1 ]; then
  # The shipped nginx layout (deploy/nginx/site.conf: per-visitor limits, slow clients dropped, the one-second
  # page cache, the least busy instance first), on loopback behind Caddy: Caddy names the visitor
  # (X-Forwarded-For) and the scheme, and nginx takes both from it alone.
  say "Writing nginx's configuration for $INSTANCES instances ($NGINX_SITE)…"
  install -d "$(dirname "$NGINX_SITE")" "$NGINX_ENABLED" "$ROOT/var/cache/nginx"
  {
    echo "# Written by the site's installer (deploy/install.sh) from deploy/nginx/site.conf."
    awk -v ports="$(instance_ports | tr '\n' ' ')" -v listen="127.0.0.1:$NGINX_PORT" -v domain="$DOMAIN" \
      -v assets="$CURRENT/build/client" -v cache="$ROOT/var/cache/nginx/site" '
      /^ +server 127\.0\.0\.1:[0-9]+ max_fails=0;/ {
        if (!done) { n = split(ports, list, " "); for (i = 1; i <= n; i++) printf "    server 127.0.0.1:%s max_fails=0;\n", list[i]; done = 1 }
        next
      }
      /^ +listen \[::\]:80;/ { next }
      /^ +listen 80;/ { print "    listen " listen ";"; next }
      /^ +server_name / {
        print "    server_name " domain ";"
        print "    # Caddy in front: the visitor is the address it names."
        print "    set_real_ip_from 127.0.0.1;"
        print "    real_ip_header X-Forwarded-For;"
        next
      }
      /X-Forwarded-Proto \$scheme;/ { sub(/\$scheme;/, "$http_x_forwarded_proto;") }
      { sub("root /srv/site/build/client;", "root " assets ";"); sub("/var/cache/nginx/site", cache); print }
    ' "$CURRENT/deploy/nginx/site.conf"
  } > "$NGINX_SITE"
  ln -sfn "$NGINX_SITE" "$NGINX_ENABLED/site"
  # Debian's own example site listens on port 80, which Caddy takes.
  if [ -L "$NGINX_ENABLED/default" ]; then rm -f "$NGINX_ENABLED/default"; fi
  upstreams="127.0.0.1:$NGINX_PORT"
fi
{
  echo "# Written by the site's installer (deploy/install.sh)."
  echo "{"
  [ -n "$EMAIL" ] && echo "  email $EMAIL"
  [ -n "$ACME_CA" ] && echo "  acme_ca $ACME_CA"
  [ -n "$ACME_CA_ROOT" ] && echo "  acme_ca_root $ACME_CA_ROOT"
  echo "  http_port $HTTP_PORT"
  echo "  https_port $HTTPS_PORT"
  [ "$NO_TLS" = 1 ] && echo "  auto_https off"
  # Never into the system's trusted certificates: public certificates need no local authority.
  echo "  skip_install_trust"
  [ -n "${SITE_INSTALL_CADDY_ADMIN:-}" ] && echo "  admin ${SITE_INSTALL_CADDY_ADMIN}"
  echo "}"
  if [ "$NO_TLS" = 1 ]; then echo "http://$DOMAIN:$HTTP_PORT {"; else echo "$DOMAIN {"; fi
  if [ -n "$ORIGIN_CERT" ]; then
    # Beside the Caddyfile, readable by Caddy's group only (Caddy runs as its own user).
    caddy_dir=$(dirname "$CADDYFILE")
    group=root
    getent group caddy >/dev/null && group=caddy
    install -m 640 -g "$group" "$ORIGIN_CERT" "$caddy_dir/origin.pem"
    install -m 640 -g "$group" "$ORIGIN_KEY" "$caddy_dir/origin-key.pem"
    echo "  tls $caddy_dir/origin.pem $caddy_dir/origin-key.pem"
  fi
  echo "  encode zstd gzip"
  echo "  reverse_proxy $upstreams {"
  # Behind Cloudflare only its proxies (https://www.cloudflare.com/ips/) may name the visitor's address
  # (X-Forwarded-For); anyone else's header is replaced by the address the connection came from.
  [ "$BEHIND_CF" = 1 ] && echo "    trusted_proxies $(tr '\n' ' ' < "$CURRENT/deploy/cloudflare-ips.txt")"
  echo "  }"
  echo "}"
} > "$CADDYFILE"

# ---------------------------------------------------------------- start
if systemd_running; then
  command -v systemd-analyze >/dev/null && systemd-analyze verify "$UNITS"/site*.service "$UNITS"/site-backup.timer >/dev/null 2>&1 || true
  systemctl daemon-reload
  service enable >/dev/null 2>&1
  systemctl enable --now site-backup.timer >/dev/null
  if [ "$INSTANCES" -gt 1 ]; then nginx -t -q && systemctl reload-or-restart nginx; fi
  systemctl reload-or-restart caddy
fi
if service start; then
  say "Starting the site (the first start creates its database)…"
  healthy || fail "The site did not answer within two minutes." "Read its log: journalctl -u site"
  say "The site answers at $scheme://$DOMAIN"
  if systemd_running; then
    code=$(journalctl -u site -u 'site@*' -o cat 2>/dev/null | grep -o '"setupCode":"[^"]*"' | tail -1 | cut -d'"' -f4 || true)
    if [ -n "$code" ]; then say "Create your owner account at $scheme://$DOMAIN/wp-admin/1986 with the one-time setup code: $code"; fi
  fi
fi
