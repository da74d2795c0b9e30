import { useId } from 'react';
import { bowlStep, BOWL_STEPS } from './rice';

/** Mound height per fill step, in SVG units above the rim. */
const MOUND_PER_STEP = 3.6;
const RIM_Y = 50;

/**
 * A bowl of rice drawn inline: the mound grows with each step of 5 grains within the current 50.
 * Decorative: the counter beside it carries the number.
 */
export function RiceBowl({ rice, size = 120 }: { rice: number; size?: number }) {
  const uid = useId().replace(/[^A-Za-z0-9_-]/g, '');
  const bodyFill = `ricebowl-body-${uid}`;
  const riceFill = `ricebowl-rice-${uid}`;
  const step = bowlStep(rice);
  const mound = step === 0 ? 0 : 2 + step * MOUND_PER_STEP;
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 120 110"
      width={size}
      height={(size * 110) / 120}
      data-step={step}
      data-steps={BOWL_STEPS}
    >
      <defs>
        <linearGradient id={bodyFill} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#d9774a" />
          <stop offset="1" stopColor="#a5462a" />
        </linearGradient>
        <radialGradient id={riceFill} cx="0.45" cy="0.3" r="0.8">
          <stop offset="0" stopColor="#fffdf7" />
          <stop offset="1" stopColor="#efe3c8" />
        </radialGradient>
      </defs>
      {/* The bowl's opening, then the rice heaped in it, then the bowl's front over both. */}
      <ellipse cx="60" cy={RIM_Y} rx="50" ry="8" fill="#6b2f17" />
      {mound > 0 ? (
        <g>
          <ellipse cx="60" cy={RIM_Y} rx="47" ry={mound} fill={`url(#${riceFill})`} stroke="#d8c7a3" strokeWidth="1" />
          <ellipse cx="48" cy={RIM_Y - mound * 0.55} rx="3" ry="1.4" fill="#e4d5b4" />
          <ellipse
            cx="66"
            cy={RIM_Y - mound * 0.35}
            rx="3"
            ry="1.4"
            fill="#e4d5b4"
            transform={`rotate(-25 66 ${RIM_Y - mound * 0.35})`}
          />
          <ellipse
            cx="57"
            cy={RIM_Y - mound * 0.8}
            rx="2.6"
            ry="1.2"
            fill="#e4d5b4"
            transform={`rotate(20 57 ${RIM_Y - mound * 0.8})`}
          />
        </g>
      ) : null}
      <path d={`M6 ${RIM_Y} Q8 104 60 104 Q112 104 114 ${RIM_Y} Z`} fill={`url(#${bodyFill})`} />
      <path
        d={`M6 ${RIM_Y} Q60 ${RIM_Y + 14} 114 ${RIM_Y}`}
        fill="none"
        stroke="#e89a6e"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <path
        d="M30 74 Q60 86 90 74"
        fill="none"
        stroke="#f2c29b"
        strokeWidth="2.5"
        strokeLinecap="round"
        opacity="0.7"
      />
    </svg>
  );
}
