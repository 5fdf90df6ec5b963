import { Text, type TextProps, Tooltip } from '@mantine/core';
import { useState } from 'react';

interface Props extends TextProps {
  children: string;
  /** The widest the cell may grow before its text is cut with '…'. */
  maw: number;
}

/**
 * A table cell's text on one line, cut with '…' past `maw` so no list grows wider than the page; when it
 * is cut, hovering shows the whole text in a tooltip.
 */
export function TruncatedText({ children, maw, ...props }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <Tooltip label={children} opened={open} multiline maw={400} withinPortal>
      <Text
        size="sm"
        truncate="end"
        maw={maw}
        onMouseEnter={(event) => setOpen(event.currentTarget.scrollWidth > event.currentTarget.clientWidth)}
        onMouseLeave={() => setOpen(false)}
        {...props}
      >
        {children}
      </Text>
    </Tooltip>
  );
}
