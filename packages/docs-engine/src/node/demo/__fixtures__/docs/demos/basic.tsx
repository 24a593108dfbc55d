/**
 * title: Basic usage
 * description: Opens **from the right**.
 * keywords: [drawer, basic]
 */
import React, { useState } from 'react';
import type { Item } from './types';
import { items } from './data';
import './basic.css';

export default function Basic() {
  const [open, setOpen] = useState(false);
  const list: Item[] = items;
  return (
    <button type="button" onClick={() => setOpen(!open)}>
      {open ? 'Close' : 'Open'} {list.length} {React.version}
    </button>
  );
}
