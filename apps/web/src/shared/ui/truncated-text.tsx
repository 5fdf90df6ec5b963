import { Text, type TextProps, Tooltip } from '@mantine/core';
import { useRef, useState } from 'react';

interface Props extends TextProps {
  children: string;
  /** The widest the cell may grow before its text is cut with '…'. */
  maw: number;
}

/**
 * A table cell's text on one line, cut with '…' past `maw` so no list grows wider than the page; when it
 * is cut, hovering shows the whole text in a tooltip. The tooltip (Floating UI) is built only while a cut
 * cell is hovered: a list draws hundreds of cells, and one tooltip each was a sixth of the orders list's
 * render on a phone (issue 34).
 */
export function TruncatedText({ children, maw, ...props }: Props) {
  const [open, setOpen] = useState(false);
  const text = useRef<HTMLParagraphElement>(null);
  return (
    <>
      <Text
        ref={text}
        size="sm"
        truncate="end"
        maw={maw}
        onMouseEnter={(event) => setOpen(event.currentTarget.scrollWidth > event.currentTarget.clientWidth)}
        onMouseLeave={() => setOpen(false)}
        {...props}
      >
        {children}
      </Text>
      {open && <Tooltip target={text} label={children} opened multiline maw={400} withinPortal />}
    </>
  );
}
