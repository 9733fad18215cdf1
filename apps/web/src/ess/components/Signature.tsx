import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import './signature.css';

type Props = {
  /** The signature as a PNG, or null once cleared. */
  onChange: (png: Blob | null) => void;
  /** The server's message for the `signature` field. */
  error?: string | undefined;
};

const HEIGHT = 160;

/**
 * A signature pad: drawn with a finger, a pen or the mouse (pointer events, the page does not scroll
 * while drawing), or typed for those who sign with the keyboard (the name is written on the pad).
 * Each stroke gives the parent the pad as a PNG; Clear starts over.
 */
export function Signature({ onChange, error }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const inked = useRef(false);
  const [typed, setTyped] = useState('');
  const hintId = useId();

  // The drawing surface matches the box's size in device pixels, so strokes stay sharp on a phone.
  useEffect(() => {
    const c = canvas.current;
    if (!c) return;
    const ratio = window.devicePixelRatio || 1;
    c.width = Math.round(c.clientWidth * ratio);
    c.height = Math.round(HEIGHT * ratio);
    const ctx = c.getContext('2d');
    if (!ctx) return;
    ctx.scale(ratio, ratio);
    ctx.lineWidth = 2.5;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.strokeStyle = '#1a1b1e';
  }, []);

  const context = () => canvas.current?.getContext('2d') ?? null;
  const publish = () => canvas.current?.toBlob((png) => onChange(inked.current ? png : null), 'image/png');
  const wipe = () => {
    const c = canvas.current;
    const ctx = context();
    if (c && ctx) ctx.clearRect(0, 0, c.width, c.height);
    inked.current = false;
  };
  const point = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };

  const typeName = (name: string) => {
    setTyped(name);
    wipe();
    const ctx = context();
    const c = canvas.current;
    if (ctx && c && name.trim()) {
      ctx.font = 'italic 32px "Brush Script MT", "Segoe Script", cursive';
      ctx.fillStyle = '#1a1b1e';
      ctx.fillText(name.trim(), 16, HEIGHT / 2 + 10, c.clientWidth - 32);
      inked.current = true;
    }
    publish();
  };

  return (
    <Stack gap={6}>
      <Text component="label" fw={500} fz="sm" id={`${hintId}-label`}>
        Signature
      </Text>
      <canvas
        ref={canvas}
        className="ess-signature__pad"
        role="img"
        aria-labelledby={`${hintId}-label`}
        aria-describedby={hintId}
        data-invalid={error ? true : undefined}
        style={{ height: HEIGHT }}
        onPointerDown={(e) => {
          e.currentTarget.setPointerCapture(e.pointerId);
          const ctx = context();
          if (!ctx) return;
          if (typed) setTyped('');
          drawing.current = true;
          const p = point(e);
          ctx.beginPath();
          ctx.moveTo(p.x, p.y);
          ctx.lineTo(p.x + 0.1, p.y + 0.1);
          ctx.stroke();
          inked.current = true;
        }}
        onPointerMove={(e) => {
          if (!drawing.current) return;
          const ctx = context();
          if (!ctx) return;
          const p = point(e);
          ctx.lineTo(p.x, p.y);
          ctx.stroke();
        }}
        onPointerUp={() => {
          if (!drawing.current) return;
          drawing.current = false;
          publish();
        }}
        onPointerCancel={() => {
          drawing.current = false;
          publish();
        }}
      />
      <Text id={hintId} fz="xs" c="dimmed">
        Sign in the box with your finger or mouse, or type your full name below.
      </Text>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label="Type your name to sign"
          value={typed}
          onChange={(e) => typeName(e.currentTarget.value)}
          style={{ flex: 1, minWidth: 0 }}
          autoComplete="name"
        />
        <Button
          variant="default"
          onClick={() => {
            wipe();
            setTyped('');
            onChange(null);
          }}
        >
          Clear
        </Button>
      </Group>
      {error ? (
        <Text fz="sm" c="red.8" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
