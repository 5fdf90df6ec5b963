import { Button, Group, List, Paper, Stack, Text } from '@mantine/core';
import { type DragEvent, useRef, useState } from 'react';

const XML_OR_ZIP = ['xml', 'zip'];
const MIME: Record<string, string> = {
  xml: 'text/xml,application/xml',
  zip: 'application/zip',
  gz: 'application/gzip',
};

/** Drag and drop (or choose) .xml and .zip files (NF-e, or CT-e for the audit; OCOREN .txt given `extensions`); anything else is left out with a note. */
export function InvoiceDropZone({
  onSend,
  documents = 'das notas fiscais',
  extensions = XML_OR_ZIP,
}: {
  onSend: (files: File[]) => void;
  documents?: string;
  extensions?: string[];
}) {
  const accepted = new RegExp(`\\.(${extensions.join('|')})$`, 'i');
  const named = extensions.map((extension) => `.${extension}`);
  const listed = named.length === 1 ? named[0] : `${named.slice(0, -1).join(', ')} ou ${named[named.length - 1]}`;
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [ignored, setIgnored] = useState<string[]>([]);
  const [over, setOver] = useState(false);
  const add = (chosen: File[]) => {
    setFiles((current) => [...current, ...chosen.filter((file) => accepted.test(file.name))]);
    setIgnored(chosen.filter((file) => !accepted.test(file.name)).map((file) => file.name));
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    add([...event.dataTransfer.files]);
  };

  return (
    <Stack>
      <Paper
        withBorder
        p="xl"
        ta="center"
        style={{
          borderStyle: 'dashed',
          cursor: 'pointer',
          background: over ? 'var(--mantine-color-blue-light)' : undefined,
        }}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        onClick={() => input.current?.click()}
      >
        <Text fw={600}>
          Arraste os arquivos {listed} {documents} para cá
        </Text>
        <Text size="sm" c="dimmed">
          ou clique para escolher (vários arquivos de uma vez)
        </Text>
        <input
          ref={input}
          type="file"
          multiple
          accept={[...named, ...extensions.flatMap((extension) => MIME[extension] ?? [])].join(',')}
          hidden
          aria-label={`Arquivos ${documents}`}
          onChange={(event) => add([...(event.currentTarget.files ?? [])])}
        />
      </Paper>
      {ignored.length > 0 && (
        <Text size="sm" c="red">
          Ignorados (envie {listed}): {ignored.join(', ')}
        </Text>
      )}
      {files.length > 0 && (
        <List size="sm">
          {files.map((file, index) => (
            <List.Item key={`${file.name}-${index}`}>{file.name}</List.Item>
          ))}
        </List>
      )}
      <Group>
        <Button onClick={() => onSend(files)} disabled={files.length === 0}>
          ENVIAR
        </Button>
        {files.length > 0 && (
          <Button variant="subtle" onClick={() => setFiles([])}>
            Limpar
          </Button>
        )}
      </Group>
    </Stack>
  );
}
