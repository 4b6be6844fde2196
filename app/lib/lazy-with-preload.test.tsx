// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { lazyWithPreload } from './lazy-with-preload.ts'

afterEach(cleanup)

const Step = ({ name }: { name: string }) => <p>{`step ${name}`}</p>

describe('lazyWithPreload', () => {
  it('shows the fallback while the code comes, then the component', async () => {
    const Lazy = lazyWithPreload(() => Promise.resolve(Step))
    await act(async () => {
      render(
        <Suspense fallback={<p>loading</p>}>
          <Lazy name="a" />
        </Suspense>,
      )
    })
    expect(await screen.findByText('step a')).toBeTruthy()
  })

  it('renders a preloaded component in the same commit, with no fallback', async () => {
    const Lazy = lazyWithPreload(() => Promise.resolve(Step))
    await Lazy.preload()
    act(() => {
      render(
        <Suspense fallback={<p>loading</p>}>
          <Lazy name="b" />
        </Suspense>,
      )
    })
    // synchronously after the first commit: no suspended tick, so React has no fallback to hold on screen
    expect(screen.getByText('step b')).toBeTruthy()
    expect(screen.queryByText('loading')).toBeNull()
  })
})
