// A vector with fixed capacity on the stack: move and capture lists are built millions of
// times during a search and must not allocate.
#pragma once

#include <array>
#include <cstddef>

namespace shogiban::hasami {

template <typename T, std::size_t Capacity> class FixedList {
public:
    void push(const T& value) { m_items[m_size++] = value; }
    void clear() { m_size = 0; }
    std::size_t size() const { return m_size; }
    bool empty() const { return m_size == 0; }
    T& operator[](std::size_t i) { return m_items[i]; }
    const T& operator[](std::size_t i) const { return m_items[i]; }
    T* begin() { return m_items.data(); }
    T* end() { return m_items.data() + m_size; }
    const T* begin() const { return m_items.data(); }
    const T* end() const { return m_items.data() + m_size; }
    bool contains(const T& value) const
    {
        for (const T& item : *this)
            if (item == value) return true;
        return false;
    }

private:
    std::array<T, Capacity> m_items; // left uninitialised: only the first m_size are used
    std::size_t m_size = 0;
};

} // namespace shogiban::hasami
