import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from './tooltip.tsx';

describe('Tooltip', () => {
  it('works without a provider around it (it brings its own with the spec delays)', async () => {
    render(
      <Tooltip open>
        <TooltipTrigger>Streak</TooltipTrigger>
        <TooltipContent>Days in a row</TooltipContent>
      </Tooltip>,
    );
    expect((await screen.findAllByText('Days in a row')).length).toBeGreaterThan(0);
  });

  it('works inside a provider shared by tooltips side by side', async () => {
    render(
      <TooltipProvider>
        <Tooltip open>
          <TooltipTrigger>Volume</TooltipTrigger>
          <TooltipContent>Kilograms moved</TooltipContent>
        </Tooltip>
        <Tooltip>
          <TooltipTrigger>Sets</TooltipTrigger>
          <TooltipContent>Hard sets</TooltipContent>
        </Tooltip>
      </TooltipProvider>,
    );
    expect((await screen.findAllByText('Kilograms moved')).length).toBeGreaterThan(0);
    expect(screen.queryByText('Hard sets')).toBeNull();
  });
});
