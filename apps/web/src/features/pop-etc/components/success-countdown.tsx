import { Alert, Anchor, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';

/** After an application the member returns to the dashboard after 3 seconds (part 2 section 2.11). */
const RETURN_SECONDS = 3;

/** The application was received: says so, counts down the seconds left, then goes to the dashboard. */
export function SuccessCountdown({ title, message }: { title: string; message: string }) {
  const navigate = useNavigate();
  const [left, setLeft] = useState(RETURN_SECONDS);
  useEffect(() => {
    if (left <= 0) {
      navigate(paths.dashboard, { replace: true });
      return;
    }
    const timer = window.setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left, navigate]);
  return (
    <Alert color="teal" title={title} data-testid="pop-etc-success">
      <Text>{message}</Text>
      <Text mt="xs" aria-live="polite" data-testid="pop-etc-countdown">
        Taking you to your dashboard in {left} second{left === 1 ? '' : 's'}…{' '}
        <Anchor component={Link} to={paths.dashboard}>
          Go now
        </Anchor>
      </Text>
    </Alert>
  );
}
