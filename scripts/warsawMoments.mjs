const ZONE = 'Europe/Warsaw';

/** Warsaw's UTC offset in minutes at `instant` (60 in winter, 120 in summer). */
export function warsawOffsetMinutes(instant) {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d\d):(\d\d)/.exec(name ?? '');
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/** `YYYY-MM-DD` of `instant` in Warsaw. */
export function warsawDay(instant) {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(instant);
}

/** The day after `day` (`YYYY-MM-DD`). */
function nextDay(day) {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** The instant Warsaw's clocks show `hhmm` on `day`, as ISO 8601 with Warsaw's offset then. */
export function atWarsaw(day, hhmm) {
  const local = Date.parse(`${day}T${hhmm}:00Z`);
  let offset = warsawOffsetMinutes(new Date(local - 60 * 60_000));
  offset = warsawOffsetMinutes(new Date(local - offset * 60_000));
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  const zone = `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  return `${day}T${hhmm}:00${zone}`;
}

/** The first days (Warsaw) on which the clocks change, after `from`. */
export function nextClockChanges(from, count = 2) {
  const changes = [];
  let day = warsawDay(from);
  let before = warsawOffsetMinutes(new Date(`${day}T12:00:00Z`));
  for (let i = 0; i < 400 && changes.length < count; i += 1) {
    day = nextDay(day);
    const offset = warsawOffsetMinutes(new Date(`${day}T12:00:00Z`));
    if (offset !== before) changes.push(day);
    before = offset;
  }
  return changes;
}

/**
 * The moments to run the suite at, from `now`: each of `hours` (`HH:MM`, Warsaw) at its next
 * occurrence, and with `dst` the evening before (21:50) and the morning after (07:55) each of the
 * next two clock changes: a search on those days spans the night the clocks change.
 */
export function warsawMoments(now, hours, { dst = true } = {}) {
  const today = warsawDay(now);
  const moments = hours.map((hhmm) => {
    const todayAt = atWarsaw(today, hhmm);
    const iso = Date.parse(todayAt) > now.getTime() ? todayAt : atWarsaw(nextDay(today), hhmm);
    return { label: hhmm, iso };
  });
  if (!dst) return moments;
  for (const day of nextClockChanges(now)) {
    const eve = new Date(`${day}T12:00:00Z`);
    eve.setUTCDate(eve.getUTCDate() - 1);
    moments.push({ label: `eve of the clock change ${day}`, iso: atWarsaw(warsawDay(eve), '21:50') });
    moments.push({ label: `morning of the clock change ${day}`, iso: atWarsaw(day, '07:55') });
  }
  return moments;
}
