import { useEffect, useState } from 'react';
import { DATE_TIME, formatDate } from '@/lib/format';

/** Now as DD/MM/YYYY HH:mm:ss, ticking every second; only this component re-renders. */
export function LiveClock({ className }: { className?: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  return (
    <time className={className} dateTime={new Date(now).toISOString()}>
      {formatDate(now, DATE_TIME)}
    </time>
  );
}
